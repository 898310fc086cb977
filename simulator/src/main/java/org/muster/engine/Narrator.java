package org.muster.engine;

/**
 * Receives the narration of one battle for {@code muster replay}. Engines hold a nullable reference and build no
 * text at all when it is null, so batch play pays one null check per event.
 */
public interface Narrator {
    /** One event: a card, an action, a die roll, a test or a result. */
    void event(String text);
}

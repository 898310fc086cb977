package org.muster.rules.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.muster.model.ScenarioException;
import org.muster.rules.Odds;
import org.muster.rules.Parameters;

/** The odds command's tables and the exact distributions' basic laws. */
class AcwOddsTest {
    private final Odds odds = AcwScenarios.RULESET.odds();
    private final Parameters p = AcwScenarios.RULESET.defaults();

    private String print(String action, String... args) {
        StringWriter sw = new StringWriter();
        odds.print(action, List.of(args), p, new PrintWriter(sw));
        return sw.toString();
    }

    @Test
    void print_everyActionPrintsItsTable() {
        assertEquals(odds.actions().keySet(), java.util.Set.of("fire", "killdie", "cqc", "morale", "recovery"));
        String fire = print("fire", "men=5", "range=11", "increments=2", "weapon=rifled-musket");
        assertTrue(fire.contains("CP = 190"), fire);
        assertTrue(fire.contains("expected kill dice 1.9000"), fire);
        assertTrue(fire.contains("expected killed 0.5700, expected out of action 0.7600"), fire);
        assertTrue(print("fire", "cp=30").contains("0.3000"));
        assertTrue(print("killdie").contains("-3"));
        String cqc = print("cqc", "a-men=5", "b-men=5", "a-quality=veteran", "b-quality=green", "charging=1",
                "flank=1", "a-mounted=1", "uphill=1", "type=cavalry-v-infantry");
        assertTrue(cqc.contains("A: 40 per figure x 5 = 200 points; B: 15 per figure x 5 = 75 points"), cqc);
        assertTrue(print("morale", "start=5", "now=1").contains("P(pass) 0.5000"));
        String rec = print("recovery");
        assertTrue(rec.contains("P(returns) 0.8750") && rec.contains("0.3500"), rec);
    }

    @Test
    void print_badInputNamesTheArgument() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> print("volley"));
        assertTrue(e.getMessage().contains("'volley'"));
        e = assertThrows(ScenarioException.class, () -> print("fire", "distance=3"));
        assertTrue(e.getMessage().contains("'distance'"));
        e = assertThrows(ScenarioException.class, () -> print("fire", "weapon=bow"));
        assertTrue(e.getMessage().contains("'bow'"));
        e = assertThrows(ScenarioException.class, () -> print("morale", "start=x"));
        assertTrue(e.getMessage().contains("'x'"));
    }

    /**
     * Arguments out of what odds can work out are one message, not an out-of-memory crash (a million men, or a CP of
     * 99,999,999, asked a joint table of a million dice squared) nor a silent zero (a negative range or men).
     */
    @Test
    void print_argumentsOutOfRange_areRefusedNamingThem() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> print("fire", "men=1000000"));
        assertEquals("men", e.field(), e.getMessage());
        assertTrue(e.getMessage().contains("'1000000' is out of range [0, 100]"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> print("fire", "range=-3"));
        assertTrue(e.getMessage().contains("'-3' is out of range"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> print("fire", "cp=99999999"));
        assertEquals("cp", e.field(), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> print("fire", "cp=9999999"));
        assertTrue(e.getMessage().contains("would roll up to 100000 kill dice"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> print("cqc", "a-men=-1"));
        assertEquals("a-men", e.field(), e.getMessage());
        assertTrue(print("fire", "cp=20000").contains("expected killed"), "200 dice are worked out");
    }

    @Test
    void losses_sumToOneAndRespectTheTarget() {
        for (int cp = 0; cp <= 900; cp += 37) {
            for (int men = 1; men <= 8; men++) {
                double[][] l = AcwOdds.losses(AcwOdds.killDiceCount(cp, 100), AcwOdds.killDie(1, 10, 7, true), men);
                double sum = 0;
                for (int k = 0; k < l.length; k++) {
                    for (int o = 0; o < l.length; o++) {
                        sum += l[k][o];
                        if (k + o > men) {
                            assertEquals(0, l[k][o], 0);
                        }
                    }
                }
                assertEquals(1, sum, 1e-12);
            }
        }
    }

    @Test
    void parameters_everyNameDottedLowerCaseAndTagged() {
        for (org.muster.rules.Parameter d : p.definitions()) {
            assertTrue(d.name().matches("[a-z0-9]+([.-][a-z0-9]+)*"), d.name());
            assertTrue(d.tag().matches("\\[(S p\\.[0-9]+|X|D)\\]"), d.name() + " " + d.tag());
            assertTrue(!d.description().isEmpty(), d.name());
        }
        assertEquals(-1, p.getInt("kill-die.prone-modifier"));
        assertEquals(0.5, p.get("victory.break-at"), 0);
        assertEquals(25, p.getInt("cqc.base.infantry-v-infantry"));
        assertEquals(10, p.getInt("morale.per-man"));
    }
}

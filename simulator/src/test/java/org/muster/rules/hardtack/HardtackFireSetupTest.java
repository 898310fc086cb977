package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;

/**
 * Pins the fire's setup ({@code HardtackFire.prepare}), which the battle's three fire sites (an activation's Fire
 * order, reaction fire, final defensive fire) ask instead of {@code canFire} and hand to the fire: at every decision
 * of a few bundled battles, for every ordered pair of enemies, the setup is {@code NO_FIRE} exactly when
 * {@code canFire} says no, and otherwise it is {@code setupOf} (what the fire works out for itself when no check
 * came first) and holds the numbers the fire read before the setup existed: the range steps, the cover, and for
 * small arms the firer dice, the cover-shifted impact and armour dice and the muzzle-loader flag. Deterministic
 * (fixed seeds); it fails on any one field of the setup packed wrong or any test of {@code canFire} left out.
 */
class HardtackFireSetupTest {
    private static final int BATTLES = 2;

    @ParameterizedTest
    @CsvSource({"meeting-engagement,doctrine", "stone-wall,naive", "cavalry-action,doctrine", "little-round-top,naive",
        "points-regiment,random"})
    void setup_isCanFireAndTheFiresOwnNumbers(String scenario, String player) {
        Scenario sc = ScenarioReader.read(Path.of("..", "scenarios", "hardtack", scenario + ".yaml"));
        PlayerSpec p = new PlayerSpec(player, "balanced", java.util.Map.of());
        sc = sc.withPlayer(0, p).withPlayer(1, p);
        HardtackTemplate t = HtScenarios.RULESET.compile(sc, HtScenarios.RULESET.defaults());
        HardtackEngine e = HtScenarios.RULESET.newHardtackEngine(t);
        final int n = t.unitCount();
        final int[] dice = new int[2];
        long legal = 0;
        long smallArms = 0;
        long refused = 0;
        for (int battle = 0; battle < BATTLES; battle++) {
            e.begin(7, battle);
            boolean over = false;
            while (!over) {
                over = e.advance(HardtackEngine.NEXT_DECISION);
                for (int u = 0; u < n; u++) {
                    for (int v = 0; v < n; v++) {
                        if (t.side[u] == t.side[v]) {
                            continue;
                        }
                        final String what = scenario + " battle " + battle + " decision " + e.decisions() + ": " + u
                                + " at " + v;
                        final boolean can = e.fire.canFire(u, v);
                        final long setup = e.fire.prepare(u, v);
                        assertEquals(can, setup != HardtackFire.NO_FIRE, what + ": prepare is canFire");
                        if (!can) {
                            refused++;
                            continue;
                        }
                        legal++;
                        assertEquals(e.fire.setupOf(u, v), setup, what + ": setupOf");
                        final int cover = e.lines.coverOf(v, u);
                        assertEquals(e.lines.rangeSteps(u, v), (int) setup, what + ": range steps");
                        assertEquals(cover, (int) (setup >>> HardtackFire.S_COVER) & 3, what + ": cover");
                        final boolean small = t.type[u] != HardtackCodes.ARTILLERY
                                && t.type[u] != HardtackCodes.SHARPSHOOTER;
                        assertEquals(small, (setup & HardtackFire.S_SMALL) != 0, what + ": small arms");
                        if (!small) {
                            assertEquals(0, setup >>> (HardtackFire.S_COVER + 2), what + ": nothing more");
                            continue;
                        }
                        smallArms++;
                        e.fire.firerDice(u, dice);
                        assertEquals(dice[0], (int) (setup >>> HardtackFire.S_QD) & 15, what + ": quality die");
                        assertEquals(dice[1], (int) (setup >>> HardtackFire.S_FD) & 15, what + ": firepower die");
                        final int shift = e.lines.armourShift(cover);
                        assertEquals(HardtackDice.shiftClosed(t.armourDie, shift),
                                (int) (setup >>> HardtackFire.S_ARM) & 15, what + ": armour die");
                        assertEquals(HardtackDice.shiftClosed(t.weaponImpact[t.weapon[u]],
                                -HardtackDice.openOverflow(t.armourDie, shift)),
                                (int) (setup >>> HardtackFire.S_IMP) & 15, what + ": impact die");
                        final int w = t.weapon[u];
                        assertEquals(w == HardtackCodes.MUSKET || w == HardtackCodes.SMOOTHBORE
                                || w == HardtackCodes.SHOTGUN, (setup & HardtackFire.S_MUZZLE) != 0,
                                what + ": muzzle-loader");
                    }
                }
            }
        }
        assertTrue(legal > 0 && refused > 0 && smallArms > 0,
                scenario + ": legal " + legal + ", refused " + refused + ", small arms " + smallArms);
    }
}

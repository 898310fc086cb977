package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.BROKEN;
import static org.muster.rules.hardtack.HardtackCodes.CAVALRY;
import static org.muster.rules.hardtack.HardtackCodes.SHARPSHOOTER;
import static org.muster.rules.hardtack.HardtackCodes.SKIRMISH;
import static org.muster.rules.hardtack.HardtackCodes.faces;

/**
 * Fire (section 7): who may fire at whom, the firer and range dice, small arms, sharpshooters, Gatlings, fire at
 * detached elements, and reaction fire (3.8).
 *
 * <p>Not done, measured (2026-12-06, benchmarks README "hardtack's fire against its floor"): packing the state's
 * columns the fire touches. {@code FireCost} on builds with parts of the fire cut out, beside the unchanged one:
 * without the target's plainness test, the counts' writes at the end and the marks at the start, all three at once,
 * the fire read 61.3 ns against 60.7 (load 15, 20 ns over its floor): those reads and writes are not what is over the
 * floor, so no layout of them can close it. Nor is the call into the allocation (forced inline: no change) or the
 * allocation's own reference to the dice (handed the fire's: under 1 ns).
 */
final class HardtackFire extends HardtackPhase {
    /** Entries of {@link #smallArmsDice} per unit: firers 0 to MAX_FIGURES, each mounted or not, skirmish or not. */
    private static final int FIRER_ROWS = (HardtackTemplate.MAX_FIGURES + 1) * 4;
    /** An entry of {@link #smallArmsDice} for a unit that fires no small arms, or a weapon with no fire value. */
    private static final int NO_DICE = -1;
    /**
     * Small arms' firer dice (section 7.5) as quality &lt;&lt; 8 | firepower die codes, at u * FIRER_ROWS + firers * 4
     * + (mounted ? 2 : 0) + (skirmish order ? 1 : 0): worked out once from the template by
     * {@link #smallArmsDiceOf}, so that a fire (and a player's question) reads one entry instead of the fire value's
     * double arithmetic, the D2 rule and the nearest die again.
     */
    private final int[] smallArmsDice;
    /** Cover codes (none, soft, hard, fortification): the rows of {@link #smallArmsHits} per unit. */
    private static final int COVERS = 4;
    /**
     * Small arms' impact and armour dice against a target in each cover (section 7.7 step 4, the cover's armour shift
     * and its open overflow on the impact die) and whether u's weapon loads from the muzzle, at u * COVERS + cover:
     * the setup's part of them as it lies in the long ({@link #S_IMP}, {@link #S_ARM}, {@link #S_MUZZLE}), or
     * {@link #NO_SETUP} for a unit that fires no small arms. Worked out once from the template.
     */
    private final long[] smallArmsHits;
    private static final long NO_SETUP = -1;

    HardtackFire(HardtackPhase root) {
        super(root);
        smallArmsDice = new int[n * FIRER_ROWS];
        smallArmsHits = new long[n * COVERS];
        for (int u = 0; u < n; u++) {
            final boolean smallArms = t.type[u] != ARTILLERY && t.type[u] != SHARPSHOOTER && t.weapon[u] >= 0
                    && t.weapon[u] < t.weaponFp.length;
            for (int k = 0; k < FIRER_ROWS; k++) {
                smallArmsDice[u * FIRER_ROWS + k] = smallArms
                        ? smallArmsDiceOf(u, k >> 2, (k & 2) != 0, (k & 1) != 0) : NO_DICE;
            }
            for (int c = 0; c < COVERS; c++) {
                smallArmsHits[u * COVERS + c] = smallArms && t.weapon[u] < t.weaponImpact.length
                        ? smallArmsHitsOf(u, c) : NO_SETUP;
            }
        }
    }

    /** {@link #smallArmsHits}' entry of u at a target in cover {@code cover}. */
    private long smallArmsHitsOf(int u, int cover) {
        final int shift = HardtackSightlines.armourShift(t, cover);
        final int armour = HardtackDice.shiftClosed(t.armourDie, shift);
        final int imp = HardtackDice.shiftClosed(t.weaponImpact[t.weapon[u]],
                -HardtackDice.openOverflow(t.armourDie, shift));
        return (long) imp << S_IMP | (long) armour << S_ARM | (muzzleLoader(u) ? S_MUZZLE : 0);
    }

    /** Small arms' firer dice of u with {@code firers} fit firers: quality &lt;&lt; 8 | firepower (section 7.5). */
    private int smallArmsDiceOf(int u, int firers, boolean mounted, boolean skirmish) {
        final double fp = firers * t.weaponFp[t.weapon[u]];
        final int quality = HardtackDice.shiftClosed(t.qualityDie[u], -HardtackDice.d2QualityShift(fp, t.d2Threshold,
                t.d2QualityShift) - (mounted ? t.mountedQualityShift : 0));
        return quality << 8 | HardtackDice.firepowerDie(fp, skirmish, t.skirmishShift);
    }

    /** Small arms' firer dice of u now (not a gun nor a sharpshooter): quality &lt;&lt; 8 | firepower. */
    private int smallArmsDice(int u) {
        return smallArmsDice(u, firers(u));
    }

    /** {@link #smallArmsDice(int)} of u with its {@link #firers} {@code f} known. */
    private int smallArmsDice(int u, int f) {
        final boolean skirmish = s.formation[u] == SKIRMISH;
        final int dice = f >= 0 && f <= HardtackTemplate.MAX_FIGURES
                ? smallArmsDice[u * FIRER_ROWS + f * 4 + (s.mounted(u) ? 2 : 0) + (skirmish ? 1 : 0)] : NO_DICE;
        return dice != NO_DICE ? dice : smallArmsDiceOf(u, f, s.mounted(u), skirmish);
    }

    /** Cover of v's detached element against fire from u. */
    private int detachedCover(int u, int v) {
        return t.table.coverAt(s.detX[v], s.detY[v], s.x[u], s.y[u], t.coverOfArea, t.coverOfFeature,
                t.featureReach);
    }

    /** Range-die steps of u firing at v's detached element: horse figures in skirmish order (section 9.5 [D]). */
    public int detachedSteps(int u, int v) {
        return lines.stepsFor(u, HardtackSightlines.len(s.detX[v] - s.x[u], s.detY[v] - s.y[u]),
                lines.coverShift(detachedCover(u, v)), 0);
    }

    /**
     * Whether u may fire at v's detached element now: as {@link #canFire}, the arc and sight taken to the element; a
     * broken unit may not (the element never fired on it); a sharpshooter shoots men, not horses [D].
     */
    public boolean canFireDetached(int u, int v) {
        if (v < 0 || v >= n || t.side[u] == t.side[v] || !s.active(u) || s.fired(u) || s.travel(u)
                || !movement.detachedPresent(v) || t.type[u] == SHARPSHOOTER || s.confidence[u] == BROKEN) {
            return false;
        }
        final double off = HardtackSightlines.angleDiff(s.facing[u], HardtackSightlines.angleTo(s.x[u], s.y[u],
                s.detX[v], s.detY[v]));
        if (t.type[u] == ARTILLERY) {
            if (s.limbered(u) || s.ammo[u] == 0 || s.noFire(u) || s.gunLost(u) || off > t.gunArc) {
                return false;
            }
        } else if (s.reload(u) || firers(u) <= 0 || s.formation[u] != SKIRMISH && off > t.fireArc) {
            return false;
        }
        return detachedSteps(u, v) <= t.maxSteps && lines.seesPoint(u, s.detX[v], s.detY[v]);
    }

    /**
     * u fires at v's detached element (section 9.5 [D]): the firer's own dice (a gun's shot is one potential hit, the
     * element being in skirmish order) against the range die to the element; every wound or kill result downs one horse
     * figure ({@link #detachedHits}). Horses take no confidence tests. Returns the horse figures downed.
     */
    int fireDetached(int u, int v) {
        final double d = HardtackSightlines.len(s.detX[v] - s.x[u], s.detY[v] - s.y[u]);
        final int cover = detachedCover(u, v);
        final int steps = detachedSteps(u, v);
        s.fired(u, true);
        s.lastLevel = HardtackCodes.NO_EFFECT;
        s.lastResults = 0;
        if (engine.narrator != null) {
            say(name(u) + " fires at " + movement.detachedName(v));
        }
        s.detachedTarget = v;
        if (t.type[u] == ARTILLERY) {
            final int ammo = s.ammo[u];
            s.ammo[u] = 0;
            final int qd = crewQualityDie(u);
            if (ammo == HardtackState.SHOT) {
                if (guns.shotRoll(u, -1, qd, steps, d) >= 2) {
                    casualties.resolveHits(u, v, 1, t.shotImpact, lines.armourShift(cover));
                }
            } else {
                smallArmsRoll(u, v, qd, t.canisterDie[t.weapon[u]], steps, t.canisterImpact, cover, d);
            }
        } else {
            firerDice(u, assault.melee);
            if (muzzleLoader(u)) {
                s.reload(u, true);
            }
            smallArmsRoll(u, v, assault.melee[0], assault.melee[1], steps, t.weaponImpact[t.weapon[u]], cover, d);
        }
        s.detachedTarget = -1;
        return s.lastResults;
    }

    /** Whether u may fire at v now (section 7.2, 7.3, 7.11, 7.12, 2.5). */
    public boolean canFire(int u, int v) {
        return fireable(u, v, false);
    }

    /**
     * Whether u could fire at v in a fresh activation with its weapons loaded (ignoring a Reload marker, an empty gun
     * and this activation's fire): what a transferred activation (Reload or Load, then Fire) could shoot at.
     */
    public boolean couldFireLoaded(int u, int v) {
        return fireable(u, v, true);
    }

    /**
     * Whether u is ready to fire now at all (the firer's own conditions of {@link #canFire}): when false, it can fire
     * at no one, so a scan of targets can stop before it starts.
     */
    public boolean mayFire(int u) {
        return readyToFire(u, false);
    }

    /**
     * Whether u could fire at all in a fresh activation with its weapons loaded (the firer's own conditions of {@link
     * #couldFireLoaded}): when false, it could fire at no one so, and a scan of its loaded volleys stops at once.
     */
    public boolean mayFireLoaded(int u) {
        return readyToFire(u, true);
    }

    /** The flags that keep a firer from firing at all (its fired flag aside when fresh, as after a Reload or Load). */
    private static final int NOT_READY_FRESH = HardtackState.F_TRAVEL | HardtackState.F_FLED | HardtackState.F_SPENT
            | HardtackState.F_ROUTED;
    private static final int NOT_READY = NOT_READY_FRESH | HardtackState.F_FIRED;
    /** A gun's flags that keep it from firing (its no-fire flag aside when fresh). */
    private static final int GUN_NOT_READY = HardtackState.F_LIMBERED | HardtackState.F_GUN_LOST
            | HardtackState.F_NO_FIRE;
    private static final int GUN_NOT_READY_FRESH = HardtackState.F_LIMBERED | HardtackState.F_GUN_LOST;

    /** The conditions of {@link #fireable} on the firer alone ({@code fresh} as there). */
    private boolean readyToFire(int u, boolean fresh) {
        // The flags from one load: fired (unless fresh), travel, fled, no figure fit and routed; then a gun's
        // limbered, lost and (unless fresh) no-fire flags, or small arms' Reload (unless fresh).
        final int f = s.flags[u];
        if ((f & (fresh ? NOT_READY_FRESH : NOT_READY)) != 0) {
            return false;
        }
        if (t.type[u] == ARTILLERY) {
            return (f & (fresh ? GUN_NOT_READY_FRESH : GUN_NOT_READY)) == 0 && (fresh || s.ammo[u] != 0);
        }
        return (fresh || (f & HardtackState.F_RELOAD) == 0) && firers(u) > 0;
    }

    private boolean fireable(int u, int v, boolean fresh) {
        if (v < 0 || v >= n || t.side[u] == t.side[v] || !s.present(v) || !readyToFire(u, fresh)) {
            return false;
        }
        return fireableAt(u, v);
    }

    /**
     * {@link #canFire} for a firer known to be ready ({@link #mayFire} true): the same answer without testing the
     * firer's own conditions again for every target of a scan.
     */
    public boolean canFireReady(int u, int v) {
        if (v < 0 || v >= n || t.side[u] == t.side[v] || !s.present(v)) {
            return false;
        }
        return fireableAt(u, v);
    }

    /**
     * The conditions of {@link #fireable} on the pair (the target present and an enemy, the firer ready); a pair the
     * terrain is known to hide fails at once (its sight is false, {@link HardtackSightlines#knownHidden}). Tried and
     * not kept (2026-12-07, {@code wip/htperf7}): that bit's test apart from the rest, so that the compiler inlines it
     * (with {@code DoctrineTargets.bestTarget}'s memo apart from its scan): about 1.005 on little-round-top, noise.
     */
    private boolean fireableAt(int u, int v) {
        return !lines.knownHidden(u, v) && inArc(u, v) && lines.rangeSteps(u, v) <= t.maxSteps
                && clearToFire(u, v, true);
    }

    /**
     * Whether v stands in u's arc of fire (a gun's arc, small arms' unless u is in skirmish order): a pure function
     * of the two centres, u's type, formation and facing.
     */
    public boolean inArc(int u, int v) {
        return !(t.type[u] == ARTILLERY ? lines.outsideArc(u, v, lines.cosGunArc, t.gunArc)
                : s.formation[u] != SKIRMISH && lines.outsideArc(u, v, lines.cosFireArc, t.fireArc));
    }

    /**
     * The rest of {@link #canFireReady} once v is known a present enemy within u's effective range ({@link #rangeSteps}
     * at most fire.max-steps) and {@link #inArc}: a broken firer's restriction to units that fired on it
     * (fired-on.window) and sight. A scan may so value a target (range steps, cover) before it asks this.
     */
    public boolean clearToFire(int u, int v) {
        return clearToFire(u, v, false);
    }

    /**
     * {@link #clearToFire}; {@code synced}: for a caller that has just asked {@code lines.knownHidden(u, v)} with no
     * unit changed since, so that sight need not look for changes again ({@code HardtackSightlines.seesSynced}).
     */
    private boolean clearToFire(int u, int v, boolean synced) {
        if (s.confidence[u] == BROKEN && s.firedOnTurn[u * n + v] < Math.max(1,
                s.turn - t.firedOnWindow + 1)) {
            return false;
        }
        return synced ? lines.seesSynced(u, v) : lines.sees(u, v);
    }

    /** Figures of u that can fire: fit, less the horse holders of dismounted cavalry (section 5.7). */
    public int firers(int u) {
        int f = s.fit[u];
        if (t.type[u] == CAVALRY) {
            int onFoot = unhorsed(u);
            if (s.mounted(u)) {
                f -= onFoot;
            } else {
                f -= (f - onFoot + t.horseHolderPer - 1) / t.horseHolderPer;
            }
        }
        return f - gunners(u);
    }

    /**
     * Fit figures of u serving its Gatling (section 7.6 [D]): its crew while they last, fit figures of the company
     * taking their places (SG2 support weapons are served by members of the squad). They fire no small arms.
     */
    public int gunners(int u) {
        return Math.min(t.gatlingCrew[u], s.fit[u]);
    }

    /** Whether u's Gatling may join its small-arms fire now (section 7.6 [D]); the small arms' legality aside. */
    public boolean gatlingCanJoin(int u) {
        return t.gatlingJoins && gunners(u) > 0 && !s.gatlingFired(u) && !(t.gatlingReload && s.reload(u));
    }

    /**
     * Whether u's Gatling may fire alone at v now (section 7.6 [D]): as small arms (sides, sight, arc of a close
     * formation, a broken company's restriction) but with its own range (no smoothbore shift, not close-range only)
     * and no Reload marker to stop it unless gatling.reload is yes.
     */
    public boolean canFireGatling(int u, int v) {
        if (!t.gatlingAlone || v < 0 || v >= n || t.side[u] == t.side[v] || gunners(u) == 0 || !s.active(u)
                || !s.present(v) || s.gatlingFired(u) || s.travel(u) || t.gatlingReload && s.reload(u)) {
            return false;
        }
        if (s.confidence[u] == BROKEN && s.firedOnTurn[u * n + v] < Math.max(1,
                s.turn - t.firedOnWindow + 1)) {
            return false;
        }
        if (s.formation[u] != SKIRMISH && lines.outsideArc(u, v, lines.cosFireArc, t.fireArc)) {
            return false;
        }
        return gatlingSteps(u, v) <= t.maxSteps && lines.sees(u, v);
    }

    /** Range-die steps of u's Gatling firing alone at v: the company's band, the target's shifts, nothing else. */
    public int gatlingSteps(int u, int v) {
        final int cover = lines.coverOf(v, u);
        final int up = lines.coverShift(cover) + (s.ip(v) ? t.ipShift : 0)
                + (t.type[v] == SHARPSHOOTER ? t.loneFigureShift : 0);
        final int down = (s.formation[v] != SKIRMISH && t.type[v] != ARTILLERY ? t.formationTargetShift : 0)
                + (s.travel(v) ? t.travelTargetShift : 0);
        return HardtackDice.rangeSteps(lines.dist(u, v), t.band[u], 0, up, down, t.netShiftsBeforeLimit);
    }

    /** Fit riders of cavalry company u who have lost their horse (section 9.4 [D]): never more than the fit. */
    public int unhorsed(int u) {
        return Math.min(s.unhorsed[u], s.fit[u]);
    }

    /** Figures of u that fight in a close assault: a mounted company's riders without a horse stay out of it. */
    int fighters(int u) {
        return t.type[u] == CAVALRY && s.mounted(u) ? s.fit[u] - unhorsed(u) : s.fit[u];
    }

    /** The quality die gun u's crew fires with: down {@code artillery.short-crew-shift} when short-handed (12.2). */
    int crewQualityDie(int u) {
        return s.fit[u] < t.workingCrew ? HardtackDice.shiftClosed(t.qualityDie[u], -t.shortCrewShift)
                : t.qualityDie[u];
    }

    /**
     * The firer dice u would roll now (section 7.5, 12.2), as die codes into {@code out[0]} (quality) and
     * {@code out[1]} (firepower, shot or canister die). Allocation-free.
     */
    public void firerDice(int u, int[] out) {
        if (t.type[u] == ARTILLERY) {
            out[0] = crewQualityDie(u);
            out[1] = s.ammo[u] == HardtackState.SHOT ? t.shotDie[t.weapon[u]] : t.canisterDie[t.weapon[u]];
            return;
        }
        if (t.type[u] == SHARPSHOOTER) {
            out[0] = t.qualityDie[u];
            out[1] = t.sharpFp;
            return;
        }
        final int dice = smallArmsDice(u);
        out[0] = dice >> 8;
        out[1] = dice & 0xFF;
    }

    /** Whether u's small arms load from the muzzle (section 4.3 [D]: musket, smoothbore, shotgun). */
    private boolean muzzleLoader(int u) {
        int w = t.weapon[u];
        return w == HardtackCodes.MUSKET || w == HardtackCodes.SMOOTHBORE || w == HardtackCodes.SHOTGUN;
    }

    /**
     * A fire's setup: what {@link #fire} needs of the pair and the firer that the legality check has just read or can
     * read from the same places, packed in one long by {@link #prepare} (or {@link #setupOf} for a caller that checked
     * nothing), so that the fire does not derive it again: the range-die steps ({@code (int) setup}, section 7.4), v's
     * cover against u ({@link #S_COVER}, 0 to 3); for small arms ({@link #S_SMALL}) the firer dice ({@link #S_QD},
     * {@link #S_FD}, section 7.5), the impact and armour dice after the cover's shift ({@link #S_IMP}, {@link #S_ARM},
     * 7.7 step 4) and whether the weapon loads from the muzzle ({@link #S_MUZZLE}). The target's allocation numbers
     * are not in it: the fire reads them only on a major result ({@link HardtackHits#plainEligible}), about half the
     * volleys, where the check would read them for every fire. Valid only while the state it read stands: each
     * caller fires straight after its check.
     */
    static final long NO_FIRE = -1;
    static final int S_COVER = 32;
    static final long S_SMALL = 1L << 34;
    static final int S_QD = 36;
    static final int S_FD = 40;
    static final int S_IMP = 44;
    static final int S_ARM = 48;
    static final long S_MUZZLE = 1L << 52;

    /**
     * {@link #canFire} that also hands the fire its setup: {@link #NO_FIRE} when u may not fire at v now, else the
     * setup of u firing at v (the same questions in the same order as {@code canFire}, the range steps and cover read
     * from the pair's record once). For the callers that fire straight after their check.
     */
    long prepare(int u, int v) {
        if (v < 0 || v >= n || t.side[u] == t.side[v] || !s.present(v) || s.fired(u) || s.travel(u) || !s.active(u)) {
            return NO_FIRE;
        }
        // readyToFire's rest, with small arms' firers counted once for the check and the dice.
        final int type = t.type[u];
        int firers = 0;
        if (type == ARTILLERY) {
            if (s.limbered(u) || s.ammo[u] == 0 || s.noFire(u) || s.gunLost(u)) {
                return NO_FIRE;
            }
        } else if (s.reload(u) || (firers = firers(u)) <= 0) {
            return NO_FIRE;
        }
        if (lines.knownHidden(u, v) || !inArc(u, v)) {
            return NO_FIRE;
        }
        final long sc = lines.stepsAndCover(u, v);
        if ((int) sc > t.maxSteps || !clearToFire(u, v, true)) {
            return NO_FIRE;
        }
        return type == ARTILLERY || type == SHARPSHOOTER ? sc : smallArmsSetup(u, v, sc, smallArmsDice(u, firers));
    }

    /** The setup of u firing at v now, legal or not (its range steps and cover first, as the fire asked them). */
    long setupOf(int u, int v) {
        final long sc = lines.stepsAndCover(u, v);
        return t.type[u] == ARTILLERY || t.type[u] == SHARPSHOOTER ? sc : smallArmsSetup(u, v, sc, smallArmsDice(u));
    }

    /** The setup of small-arms fire of u at v with its steps and cover and firer {@code dice} (as smallArmsDice). */
    private long smallArmsSetup(int u, int v, long stepsAndCover, int dice) {
        final int cover = (int) (stepsAndCover >>> S_COVER);
        long hits = cover < COVERS ? smallArmsHits[u * COVERS + cover] : NO_SETUP;
        if (hits == NO_SETUP) {
            hits = smallArmsHitsOf(u, cover);
        }
        return stepsAndCover | S_SMALL | (long) (dice >> 8) << S_QD | (long) (dice & 0xFF) << S_FD | hits;
    }

    /**
     * u fires at v (section 7.7; artillery 12.2). With {@code finalDefensive} the target takes no fired-on test
     * (section 11.1 step 5); the caller reads {@link #lastResults}. Returns the wound and kill results.
     */
    int fire(int u, int v, boolean finalDefensive) {
        return fire(u, v, finalDefensive, false);
    }

    /** As above; with {@code gatling} the company's Gatling joins its small-arms fire (section 7.6 [D]). */
    int fire(int u, int v, boolean finalDefensive, boolean gatling) {
        return fire(u, v, setupOf(u, v), finalDefensive, gatling);
    }

    /** As above, with the setup {@link #prepare} or {@link #setupOf} made of the state now. */
    int fire(int u, int v, long setup, boolean finalDefensive, boolean gatling) {
        // The distance: read by the guns' rules and the narration only (small arms read the range steps).
        final double d = (setup & S_SMALL) == 0 && t.type[u] == ARTILLERY || engine.narrator != null
                ? lines.dist(u, v) : 0;
        final int steps = (int) setup;
        final int cover = (int) (setup >>> S_COVER) & 3;
        s.firedOnTurn[v * n + u] = s.turn;
        s.fired(u, true);
        s.lastLevel = HardtackCodes.NO_EFFECT;
        s.lastResults = 0;
        int row = HardtackTemplate.TL_SHOT;
        boolean leaderHit = false;
        boolean shotHit = false;
        if ((setup & S_SMALL) != 0) {
            if ((setup & S_MUZZLE) != 0) {
                s.reload(u, true);
            }
            int gd = -1;
            if (gatling) {
                gd = t.gatlingFp;
                s.gatlingFired(u, true);
                s.reload(u, s.reload(u) | t.gatlingReload);
                if (engine.narrator != null) {
                    say("the Gatling " + t.gatlingName(u) + " joins " + name(u) + "'s fire");
                }
            }
            final int hits = volley(u, v, gd, setup, d);
            if (hits >= 0) {
                // The target's part is read only now, on a major result (about half the volleys).
                final int eligible = casualties.plainEligible(v);
                leaderHit = eligible >= 0 ? casualties.resolvePlain(u, v, hits, (int) (setup >>> S_IMP) & 15,
                        (int) (setup >>> S_ARM) & 15, eligible)
                        : casualties.resolveHits(u, v, hits, t.weaponImpact[t.weapon[u]], lines.armourShift(cover));
            }
        } else if (t.type[u] == ARTILLERY) {
            int ammo = s.ammo[u];
            s.ammo[u] = 0;
            int qd = crewQualityDie(u);
            if (ammo == HardtackState.SHOT) {
                if (guns.shotRoll(u, v, qd, steps, d) >= 2) {
                    shotHit = true;
                    leaderHit = casualties.resolveHits(u, v, guns.ranks(v), t.shotImpact, lines.armourShift(cover));
                }
            } else {
                row = HardtackTemplate.TL_CANISTER;
                leaderHit = smallArmsRoll(u, v, qd, t.canisterDie[t.weapon[u]], steps, t.canisterImpact, cover, d);
            }
        } else {
            leaderHit = sharpshooterShot(u, v, steps, cover, d);
        }
        if (!finalDefensive) {
            morale.panicCheck(v);
            // A unit in travel mode fired on is always "suppressed" (SG2), i.e. takes the fired-on test (section 5.5).
            // So is a unit a sharpshooter fired at, even if he missed (section 7.9).
            morale.afterFire(v, row, s.travel(v) || t.type[u] == SHARPSHOOTER ? Math.max(HardtackCodes.MINOR,
                    s.lastLevel)
                    : s.lastLevel, s.lastResults, leaderHit);
        }
        if (shotHit || row == HardtackTemplate.TL_CANISTER) {
            // A gun's shot bounces on and canister goes through skirmishers: the results reported are this fire's.
            final int results = s.lastResults;
            final int level = s.lastLevel;
            if (shotHit) {
                guns.bounce(u, v);
            } else if (s.formation[v] == SKIRMISH && t.type[v] != ARTILLERY) {
                guns.canisterThrough(u, v, d);
            }
            s.lastResults = results;
            s.lastLevel = level;
        }
        return s.lastResults;
    }

    /**
     * Section 7.7 steps 1-2 of a small-arms fire from its setup, as {@link #smallArmsRoll}: the potential hits, or -1
     * when the result is not major (no hits to allocate).
     */
    private int volley(int u, int v, int gd, long setup, double d) {
        final int rangeDie = (int) setup;
        final int qd = (int) (setup >>> S_QD) & 15;
        final int fd = (int) (setup >>> S_FD) & 15;
        final int t0 = roll(rangeDie);
        final int a = roll(qd);
        final int b = roll(fd);
        final int c = gd >= 0 ? roll(gd) : 0;
        final int ok = ((t0 - a) >>> 31) + ((t0 - b) >>> 31) + ((t0 - c) >>> 31);
        s.lastLevel = Math.min(HardtackCodes.MAJOR, ok);
        if (engine.narrator != null) {
            narrateVolley(u, v, d, qd, a, fd, b, gd, c, rangeDie, t0, ok);
        }
        if (ok < 2) {
            return -1;
        }
        final int sum = a + b + c;
        final int split = rangeDie <= HardtackCodes.D12 ? HITS_AND_REMAINDER[rangeDie * SUMS + sum]
                : (sum / faces(rangeDie)) << 8 | sum % faces(rangeDie);
        int hits = split >> 8;
        final int rem = split & 0xFF;
        if (rem > 0) {
            hits += 1 - ((rem - dice.roll(faces(rangeDie))) >>> 31);
        }
        return hits;
    }

    /**
     * u's Gatling fires alone at v (section 7.6 [D]): the company's quality die and {@code gatling.fp} against the
     * range die of {@link #gatlingSteps}, resolved as small arms with impact {@code gatling.impact}; the target takes
     * the small-arms tests unless {@code tests} is false (a test hook). The company's small arms may still fire.
     */
    void fireGatling(int u, int v, boolean tests) {
        final double d = lines.dist(u, v);
        final int steps = gatlingSteps(u, v);
        final int cover = lines.coverOf(v, u);
        s.firedOnTurn[v * n + u] = s.turn;
        s.gatlingFired(u, true);
        s.reload(u, s.reload(u) | t.gatlingReload);
        s.lastLevel = HardtackCodes.NO_EFFECT;
        s.lastResults = 0;
        if (engine.narrator != null) {
            say("the Gatling " + t.gatlingName(u) + " of " + name(u) + " fires alone");
        }
        boolean leaderHit = smallArmsRoll(u, v, t.qualityDie[u], t.gatlingFp, -1, steps, t.gatlingImpact, cover, d);
        if (tests) {
            morale.panicCheck(v);
            morale.afterFire(v, HardtackTemplate.TL_SHOT, s.travel(v) ? Math.max(HardtackCodes.MINOR, s.lastLevel)
                    : s.lastLevel,
                    s.lastResults, leaderHit);
        }
    }

    /**
     * A sharpshooter's shot (section 7.9): quality die and {@code sharpshooter.fp} against the range die (band
     * {@code sharpshooter.band-multiple} times the quality band). One success: one hit on a random figure; two: one
     * hit on the figure the firer chooses (the regimental commander if he stands with v, else v's leader); impact
     * {@code sharpshooter.impact}. Even a miss calls for v's fired-on test. It then needs a Reload.
     */
    private boolean sharpshooterShot(int u, int v, int steps, int cover, double d) {
        s.reload(u, true);
        int t0 = roll(steps);
        int a = roll(t.qualityDie[u]);
        int b = roll(t.sharpFp);
        int ok = (a > t0 ? 1 : 0) + (b > t0 ? 1 : 0);
        s.lastLevel = ok;
        if (engine.narrator != null) {
            say(name(u) + " snipes at " + name(v) + " (" + HardtackPhase.fmt(d) + "\"): " + a + ", " + b + " vs "
                    + t0 + " on D"
                    + faces(steps) + (ok >= 2 ? ": aimed hit" : ok == 1 ? ": hit" : ": miss"));
        }
        boolean leader = false;
        if (ok > 0) {
            leader = casualties.resolveHits(u, v, 1, t.sharpImpact, lines.armourShift(cover), ok >= 2);
        }
        return leader;
    }

    boolean smallArmsRoll(int u, int v, int qd, int fd, int rangeDie, int impact, int cover, double d) {
        return smallArmsRoll(u, v, qd, fd, -1, rangeDie, impact, cover, d);
    }

    /**
     * Section 7.7 steps 1-2 with firer dice qd and fd, and a support die gd (a joining Gatling, 7.6) unless it is -1:
     * successes are the firer dice strictly above the range roll, potential hits come from the sum of all of them.
     */
    boolean smallArmsRoll(int u, int v, int qd, int fd, int gd, int rangeDie, int impact, int cover,
            double d) {
        int t0 = roll(rangeDie);
        int a = roll(qd);
        int b = roll(fd);
        int c = gd >= 0 ? roll(gd) : 0;
        // Successes counted by the signs of the differences, not by branches on the dice (no predictor guesses them).
        final int ok = ((t0 - a) >>> 31) + ((t0 - b) >>> 31) + ((t0 - c) >>> 31);
        s.lastLevel = Math.min(HardtackCodes.MAJOR, ok);
        if (engine.narrator != null) {
            narrateVolley(u, v, d, qd, a, fd, b, gd, c, rangeDie, t0, ok);
        }
        if (ok < 2) {
            return false;
        }
        int fr = faces(rangeDie);
        // sum / fr and sum % fr, by table for a range die up to D12 (two integer divisions were a good part of the
        // resolution's time).
        final int sum = a + b + c;
        final int split = rangeDie <= HardtackCodes.D12 ? HITS_AND_REMAINDER[rangeDie * SUMS + sum]
                : (sum / fr) << 8 | sum % fr;
        int hits = split >> 8;
        final int rem = split & 0xFF;
        if (rem > 0) {
            // One more potential hit when the remainder die rolls at most the remainder.
            hits += 1 - ((rem - dice.roll(fr)) >>> 31);
        }
        return casualties.resolveHits(u, v, hits, impact, lines.armourShift(cover));
    }

    /** The narration of {@link #smallArmsRoll}'s dice, out of line so that the roll stays small enough to inline. */
    private void narrateVolley(int u, int v, double d, int qd, int a, int fd, int b, int gd, int c, int rangeDie,
            int t0, int ok) {
        say(name(u) + " fires at " + name(v) + " (" + HardtackPhase.fmt(d) + "\"): D" + faces(qd) + " " + a
                + ", D" + faces(fd)
                + " " + b + (gd >= 0 ? ", Gatling D" + faces(gd) + " " + c : "") + " vs D" + faces(rangeDie) + " "
                + t0 + (ok >= 2 ? ": major" : ok == 1 ? ": minor" : ": no effect"));
    }

    /** Sums of up to three firer dice (each at most a D12's 12) a row of {@link #HITS_AND_REMAINDER} holds. */
    private static final int SUMS = 40;
    /**
     * For range die code r (D4..D12) and a sum of firer dice: (sum / faces) &lt;&lt; 8 | sum % faces, the potential
     * hits and the remainder of section 7.7 step 2, at index r * {@link #SUMS} + sum.
     */
    private static final int[] HITS_AND_REMAINDER = new int[(HardtackCodes.D12 + 1) * SUMS];

    static {
        for (int r = HardtackCodes.D4; r <= HardtackCodes.D12; r++) {
            final int f = faces(r);
            for (int sum = 0; sum < SUMS; sum++) {
                HITS_AND_REMAINDER[r * SUMS + sum] = (sum / f) << 8 | sum % f;
            }
        }
    }

    void offerReactionFire(int mover) {
        if (!t.reactionFire) {
            return;
        }
        int side = 1 - t.side[mover];
        int r = players[side].reactionFire(engine, side, mover);
        if (r < 0 || r >= n || t.side[r] != side || !act.canActivate(r)) {
            return;
        }
        final long setup = prepare(r, mover);
        if (setup == NO_FIRE) {
            return;
        }
        if (engine.narrator != null) {
            say(name(r) + " takes reaction fire at " + name(mover));
        }
        s.activated(r, true);
        s.fired(r, false);
        s.gatlingFired(r, false);
        s.reactionTaken = true;
        fire(r, mover, setup, false, gatlingCanJoin(r));
    }
}

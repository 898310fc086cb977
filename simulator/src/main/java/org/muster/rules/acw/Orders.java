package org.muster.rules.acw;

import org.muster.rules.battle.Compass;

/**
 * A unit's order for one increment (B3, B4): whether the unit may act, whether an action is legal now, and carrying
 * it out through the phase it belongs to (movement, fire, charge), with the aim and multi-increment bookkeeping
 * (B3 [D]). An illegal order is narrated and held.
 */
public final class Orders extends AcwPhase {
    private final Movement movement;
    private final Fire fire;
    private final Melee melee;

    Orders(AcwTemplate t, AcwState s, Sightlines sight, Report report, Movement movement, Fire fire, Melee melee) {
        super(t, s, sight, report);
        this.movement = movement;
        this.fire = fire;
        this.melee = melee;
    }

    /** Whether a unit may take an action this increment: present, not routing, not in contact, not just rallied. */
    public boolean canAct(int u) {
        return s.standing[u] > 0 && (s.status[u] & (AcwCodes.ROUTING | AcwCodes.FLED)) == 0 && s.contact[u] < 0
                && !s.rallied[u];
    }

    /** Whether {@code unit} may take {@code action} (on {@code target} where it needs one) now. */
    public boolean legal(final int u, final int a, final int v) {
        final int ty = t.type[u];
        final boolean prone = s.isProne(u);
        switch (a) {
            case AcwCodes.HOLD:
                return true;
            case AcwCodes.MOVE:
                return !prone && (ty != AcwCodes.ARTILLERY || t.moveRate(ty, s.stance[u]) > 0);
            case AcwCodes.CRAWL:
                return prone;
            case AcwCodes.LIE_DOWN:
                return !prone && ty != AcwCodes.ARTILLERY && !s.isMounted(u);
            case AcwCodes.STAND_UP:
                return prone;
            case AcwCodes.AIM:
                return fire.canFire(u, v);
            case AcwCodes.FIRE:
                return fire.canFire(u, v);
            case AcwCodes.LOAD:
                return fire.canLoad(u);
            case AcwCodes.CHARGE:
                return melee.canCharge(u, v);
            case AcwCodes.MOUNT:
                return ty == AcwCodes.CAVALRY && !s.isMounted(u) && !prone;
            case AcwCodes.DISMOUNT:
                return ty == AcwCodes.CAVALRY && s.isMounted(u);
            case AcwCodes.PIVOT:
                return ty == AcwCodes.ARTILLERY && !s.isLimbered(u) && sight.isEnemy(u, v);
            case AcwCodes.LIMBER:
                return ty == AcwCodes.ARTILLERY && !s.isLimbered(u);
            case AcwCodes.UNLIMBER:
                return ty == AcwCodes.ARTILLERY && s.isLimbered(u);
            default:
                return false;
        }
    }

    void execute(final int u, final AcwOrder o) {
        final int a = o.action;
        final int v = o.target;
        if (a != AcwCodes.LOAD && a != AcwCodes.LIMBER && a != AcwCodes.UNLIMBER) {
            s.progress[u] = 0;
        }
        if (!legal(u, a, v)) {
            s.aimCount[u] = 0;
            s.aimTarget[u] = -1;
            if (report.on()) {
                report.event(t.unitName(u) + ": illegal " + AcwCodes.actionName(a) + " ignored, holds");
            }
            return;
        }
        // B3 [D]: only Aim actions immediately before the shot count, so anything else cancels aim.
        if (a != AcwCodes.AIM && a != AcwCodes.FIRE) {
            s.aimCount[u] = 0;
            s.aimTarget[u] = -1;
        }
        switch (a) {
            case AcwCodes.HOLD:
                if (report.on()) {
                    report.event(t.unitName(u) + " holds");
                }
                break;
            case AcwCodes.MOVE:
            case AcwCodes.CRAWL:
                movement.move(u, o.x, o.y, movement.moveAllowance(u));
                break;
            case AcwCodes.LIE_DOWN:
                s.stance[u] |= AcwCodes.PRONE;
                report.say(u, "lies down");
                break;
            case AcwCodes.STAND_UP:
                s.stance[u] &= ~AcwCodes.PRONE;
                report.say(u, "stands up");
                break;
            case AcwCodes.AIM:
                if (s.aimTarget[u] != v) {
                    s.aimTarget[u] = v;
                    s.aimCount[u] = 0;
                }
                s.aimCount[u]++;
                if (report.on()) {
                    report.event(t.unitName(u) + " aims at " + t.unitName(v) + " (" + s.aimCount[u] + ")");
                }
                break;
            case AcwCodes.FIRE: {
                final int inc = 1 + (s.aimTarget[u] == v ? s.aimCount[u] : 0);
                s.aimCount[u] = 0;
                s.aimTarget[u] = -1;
                s.loaded[u]--;
                fire.fire(u, v, inc, false);
                break;
            }
            case AcwCodes.LOAD:
                fire.load(u);
                break;
            case AcwCodes.CHARGE:
                melee.charge(u, v);
                break;
            case AcwCodes.MOUNT:
                s.stance[u] |= AcwCodes.MOUNTED;
                report.say(u, "mounts");
                break;
            case AcwCodes.DISMOUNT:
                s.stance[u] &= ~AcwCodes.MOUNTED;
                report.say(u, "dismounts");
                break;
            case AcwCodes.PIVOT:
                s.facing[u] = Compass.bearing(s.x[u], s.y[u], s.x[v], s.y[v]);
                if (report.on()) {
                    report.event(t.unitName(u) + " pivots to face " + t.unitName(v));
                }
                break;
            case AcwCodes.LIMBER:
            case AcwCodes.UNLIMBER:
                if (s.progressAction[u] != a) {
                    s.progressAction[u] = a;
                    s.progress[u] = 0;
                }
                if (++s.progress[u] >= t.limberIncrements) {
                    s.progress[u] = 0;
                    s.progressAction[u] = AcwCodes.HOLD;
                    if (a == AcwCodes.LIMBER) {
                        s.stance[u] |= AcwCodes.LIMBERED;
                        report.say(u, "limbers");
                    } else {
                        s.stance[u] &= ~AcwCodes.LIMBERED;
                        report.say(u, "unlimbers");
                    }
                } else {
                    report.say(u, "works at " + AcwCodes.actionName(a));
                }
                break;
            default:
                break;
        }
    }
}

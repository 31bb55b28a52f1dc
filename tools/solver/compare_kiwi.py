#!/usr/bin/env python3
"""Differential test of LayoutSolver (via solver-tool) against kiwisolver.

Usage:
  python3 tools/solver/compare_kiwi.py [--count N] [--seed S] [--quick] [--tool PATH]
  --quick  fixed seed, 2,000 systems (CI, ~5 s); default: 10,000 systems.
Needs `pip install kiwisolver` and a built tool (default .build/release/solver-tool; built
with `swift build -c release` if missing).

JSON exchange format (see Sources/solver-tool/JSON.swift):
  input  {"systems": [system, ...]}
  system {"variables": n, "constraints": [{"terms": [[var, coef], ...], "constant": c,
          "op": "==" | "<=" | ">=", "priority": 1..1000}, ...]}
          meaning  sum(coef * var) + constant  (op)  0, added in order.
  output {"results": [{"feasible": bool, "values": [...], "conflicts": [{"broken": i, "iis": [...]}],
          "conflict": [...], "ambiguity": ["unique" | "tie" | "free", ...]}, ...]}

Priorities map to kiwi strengths: 1000 -> required, 750 -> strong, 500 -> medium, 250 -> weak.
kiwi's strengths are weights (1e6, 1e3, 1), not a strict hierarchy; the generated systems are
small with small integer coefficients so the weights rarely matter, and when the two solutions
differ we compare their lexicographic error vectors (E(750), E(500), E(250)): if ours is
strictly better, the difference is kiwi's non-lexicographic weighting ("kiwi-weighted", counted,
not a failure); if kiwi's is better, or equal while we claimed the variable unique, it is a failure.

Checks per system:
  * same feasibility, and the first constraint kiwi rejects is the one we break;
  * for feasible systems: our required constraints hold (1e-6), and every variable we report
    "unique" equals kiwi's value within 1e-6 (modulo kiwi-weighted, above);
  * every reported IIS is verified with fresh kiwi solvers: the set is infeasible, and dropping
    any single member makes it feasible;
  * incremental: for ~40% of the feasible systems a random sequence of remove / setConstant
    (/ intermediate solve) operations is applied to our solver after the adds, and the result
    is compared with kiwi solving the final system from scratch (same value checks);
  * every "free"/"tie" claim is spot-checked: adding a weakest (priority 1) pull on that variable
    moves it without changing any error level (free: no error change at all).
"""
import argparse, json, os, random, subprocess, sys, time

import kiwisolver as kiwi

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STRENGTH = {750: kiwi.strength.strong, 500: kiwi.strength.medium, 250: kiwi.strength.weak}
LEVELS = [750, 500, 250]
TOL = 1e-6


def con(terms, constant, op, priority=1000):
    return {"terms": [[v, c] for v, c in terms], "constant": constant, "op": op, "priority": priority}


def opt_priority(rng):
    return rng.choice(LEVELS)


def gen_random(rng):
    n = rng.randint(1, 7)
    cons = []
    for _ in range(rng.randint(1, 11)):
        k = rng.randint(1, min(3, n))
        vs = rng.sample(range(n), k)
        terms = [(v, rng.choice([-3, -2, -1, -1, 1, 1, 1, 2, 3])) for v in vs]
        op = rng.choice(["==", "<=", ">=", ">="])
        p = 1000 if rng.random() < 0.45 else opt_priority(rng)
        cons.append(con(terms, rng.randint(-20, 20), op, p))
    return {"variables": n, "constraints": cons}


def gen_chain(rng):
    """Vertical chain of views (x, y, w, h each) in a container of height H, some optional."""
    k = rng.randint(1, 6)
    cons = []
    v = lambda i, f: 4 * i + f
    for i in range(k):
        cons.append(con([(v(i, 0), 1)], -rng.choice([0, 8, 16]), "=="))
        cons.append(con([(v(i, 2), 1)], -rng.randint(20, 120), "==", rng.choice([1000, 750, 250])))
        if rng.random() < 0.8:
            cons.append(con([(v(i, 3), 1)], -rng.randint(10, 60), ">=", rng.choice([1000, 750])))
            cons.append(con([(v(i, 3), 1)], -rng.randint(10, 60), "<=", rng.choice([500, 250])))
        top = [(v(i, 1), 1)] if i == 0 else [(v(i, 1), 1), (v(i - 1, 1), -1), (v(i - 1, 3), -1)]
        if rng.random() < 0.9:
            cons.append(con(top, -8, rng.choice(["==", "==", ">="]), rng.choice([1000, 1000, 750])))
    if rng.random() < 0.7:
        cons.append(con([(v(k - 1, 1), 1), (v(k - 1, 3), 1)], -rng.randint(50, 500), rng.choice(["==", "<="]),
                        rng.choice([1000, 750, 500])))
    rng.shuffle(cons) if rng.random() < 0.3 else None
    return {"variables": 4 * k, "constraints": cons}


def gen_grid(rng):
    """r x c grid of cells, equal widths per row (some optional), container width W."""
    r, c = rng.randint(1, 3), rng.randint(1, 3)
    W = rng.randint(100, 600)
    v = lambda i, j, f: 4 * (i * c + j) + f
    cons = []
    for i in range(r):
        for j in range(c):
            cons.append(con([(v(i, j, 0), 1)] + ([(v(i, j - 1, 0), -1), (v(i, j - 1, 2), -1)] if j else []), -8, "=="))
            cons.append(con([(v(i, j, 1), 1)] + ([(v(i - 1, j, 1), -1), (v(i - 1, j, 3), -1)] if i else []), -8, "=="))
            if j:
                cons.append(con([(v(i, j, 2), 1), (v(i, 0, 2), -1)], 0, "==", rng.choice([1000, 750, 500])))
            cons.append(con([(v(i, j, 2), 1)], -rng.randint(10, 80), rng.choice(["==", ">=", "<="]),
                            rng.choice([750, 500, 250])))
            cons.append(con([(v(i, j, 3), 1)], -rng.randint(10, 40), "==", rng.choice([1000, 250])))
        cons.append(con([(v(i, c - 1, 0), 1), (v(i, c - 1, 2), 1)], -(W - 8), rng.choice(["==", "<="]),
                        rng.choice([1000, 1000, 750])))
    return {"variables": 4 * r * c, "constraints": cons}


def gen_stack(rng):
    """Horizontal stack of vertical stacks of labels (widths/heights with hugging/compression)."""
    cols = rng.randint(1, 3)
    n = 0
    cons = []
    container_w = rng.randint(100, 500)
    prev_right = None
    views = []
    for ci in range(cols):
        col = (n, n + 1)  # x, w of the column
        n += 2
        cons.append(con([(col[0], 1)] + ([(prev_right[0], -1), (prev_right[1], -1)] if prev_right else []), -8, "=="))
        prev_right = col
        rows = rng.randint(1, 3)
        prev_bottom = None
        for ri in range(rows):
            y, h, w = n, n + 1, n + 2
            n += 3
            cons.append(con([(y, 1)] + ([(prev_bottom[0], -1), (prev_bottom[1], -1)] if prev_bottom else []), -4, "=="))
            prev_bottom = (y, h)
            iw, ih = rng.randint(10, 90), rng.randint(10, 30)
            cons.append(con([(w, 1)], -iw, ">=", rng.choice([1000, 750])))
            cons.append(con([(w, 1)], -iw, "<=", rng.choice([250, 500])))
            cons.append(con([(h, 1)], -ih, "==", rng.choice([1000, 750, 250])))
            cons.append(con([(w, 1), (col[1], -1)], 0, rng.choice(["<=", "=="]), rng.choice([1000, 750])))
    cons.append(con([(prev_right[0], 1), (prev_right[1], 1)], -container_w, rng.choice(["==", "<="]),
                    rng.choice([1000, 750])))
    return {"variables": n, "constraints": cons}


GENERATORS = [("random", gen_random, 0.55), ("chain", gen_chain, 0.15), ("grid", gen_grid, 0.15),
              ("stack", gen_stack, 0.15)]


def kiwi_solve(system, extra=None):
    """Returns (first_failing_index or None, values, kiwi_vars)."""
    s = kiwi.Solver()
    vs = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    fail = None
    for i, c in enumerate(list(system["constraints"]) + (extra or [])):
        expr = sum((coef * vs[v] for v, coef in c["terms"]), kiwi.Expression([], c["constant"])) \
            if c["terms"] else kiwi.Expression([], c["constant"])
        op = c["op"]
        kc = (expr == 0) if op == "==" else (expr <= 0) if op == "<=" else (expr >= 0)
        p = c["priority"]
        kc = kc | (kiwi.strength.required if p == 1000 else STRENGTH.get(p, kiwi.strength.create(0, 0, 0.001)))
        try:
            s.addConstraint(kc)
        except kiwi.UnsatisfiableConstraint:
            if fail is None:
                fail = i
            break
    s.updateVariables()
    return fail, [v.value() for v in vs]


def kiwi_feasible(system, indices):
    sub = {"variables": system["variables"],
           "constraints": [dict(system["constraints"][i], priority=1000) for i in indices]}
    return kiwi_solve(sub)[0] is None


def residual(c, values):
    e = c["constant"] + sum(coef * values[v] for v, coef in c["terms"])
    return abs(e) if c["op"] == "==" else max(0.0, e) if c["op"] == "<=" else max(0.0, -e)


def error_vector(system, values, skip=()):
    return [sum(residual(c, values) for i, c in enumerate(system["constraints"])
                if c["priority"] == p and i not in skip) for p in LEVELS]


def lex_cmp(a, b, tol=1e-6):
    for x, y in zip(a, b):
        if x < y - tol:
            return -1
        if x > y + tol:
            return 1
    return 0


def run_tool(tool, systems):
    data = json.dumps({"systems": systems})
    out = subprocess.run([tool, "-"], input=data.encode(), capture_output=True, check=True).stdout
    return json.loads(out)["results"]


def load_layout_dump(path):
    """Systems NibLayout built for real documents. Each `SYS c*vN + ... + k REL 0 @p origin` line
    is one constraint; a system (one view hierarchy) starts at its root's frame constraints.
    Optional priorities are mapped, order preserved, onto 750/500/250 when a system has at most
    three distinct ones (kiwi's strengths); systems with more are skipped."""
    systems, current, prev_root = [], None, False
    for line in open(path, encoding="utf-8"):
        if not line.startswith("SYS "): continue
        parts = line.split()
        is_root = parts[-1].startswith("rootFrame(")
        if is_root and not prev_root:
            if current: systems.append(current)
            current = []
        prev_root = is_root
        if current is None: continue
        terms, i, constant = [], 1, 0.0
        while i < len(parts):
            p = parts[i]
            if p == "+": i += 1; continue
            if "*v" in p:
                c, v = p.split("*v"); terms.append([int(v), float(c)]); i += 1; continue
            constant = float(p); i += 1; break
        op, prio = parts[i], int(parts[i + 2][1:])
        current.append({"terms": terms, "constant": constant, "op": op, "priority": prio})
    if current: systems.append(current)
    out = []
    for cons in systems:
        optional = sorted({c["priority"] for c in cons if c["priority"] < 1000}, reverse=True)
        if len(optional) > 3: continue
        remap = dict(zip(optional, [750, 500, 250]))
        n = 1 + max((t[0] for c in cons for t in c["terms"]), default=0)
        out.append({"variables": n, "constraints": [dict(c, priority=remap.get(c["priority"], 1000)) for c in cons]})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--tool", default=os.path.join(ROOT, ".build/release/solver-tool"))
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--layout-dump", help="compare the layout systems of real documents instead of generated ones: "
                    "the output of NIBTOOL_DUMP_SYSTEM=1 nibtool xml frames FILES (see load_layout_dump)")
    args = ap.parse_args()
    if args.quick:
        args.count, args.seed = 2000, 12345
    seed = args.seed if args.seed is not None else int(time.time())
    if not os.path.exists(args.tool):
        subprocess.run(["swift", "build", "-c", "release", "--product", "solver-tool"], cwd=ROOT, check=True)
    rng = random.Random(seed)
    t0 = time.time()

    kinds, systems = [], []
    if args.layout_dump:
        systems = load_layout_dump(args.layout_dump)
        kinds = ["corpus"] * len(systems)
        args.count = 0
    for _ in range(args.count):
        r = rng.random()
        acc = 0
        for name, gen, w in GENERATORS:
            acc += w
            if r <= acc:
                break
        kinds.append(name)
        systems.append(gen(rng))

    results = []
    for i in range(0, len(systems), 2000):
        results += run_tool(args.tool, systems[i:i + 2000])

    stats = {"systems": len(systems), "feasible": 0, "infeasible": 0, "values_compared": 0,
             "unique_vars": 0, "ambiguous_vars": 0, "kiwi_weighted": 0, "iis_checked": 0,
             "ambiguity_claims_checked": 0, "failures": 0}
    by_kind = {}
    failures = []
    spot = []  # (system index, var, kind) for ambiguity spot checks

    for idx, (system, ours) in enumerate(zip(systems, results)):
        by_kind[kinds[idx]] = by_kind.get(kinds[idx], 0) + 1
        if "error" in ours:
            failures.append((idx, "tool error " + ours["error"]))
            continue
        kfail, kvals = kiwi_solve(system)
        our_broken = [c["broken"] for c in ours["conflicts"]]
        if (kfail is None) != ours["feasible"]:
            failures.append((idx, "feasibility differs: kiwi first failure %s, ours %s" % (kfail, our_broken)))
            continue
        if kfail is not None:
            stats["infeasible"] += 1
            if our_broken[0] != kfail:
                failures.append((idx, "first broken differs: kiwi %d ours %d" % (kfail, our_broken[0])))
            for conflict in ours["conflicts"]:
                iis = conflict["iis"]
                stats["iis_checked"] += 1
                if conflict["broken"] not in iis or max(iis) != conflict["broken"]:
                    failures.append((idx, "broken %d is not the newest IIS member %s" % (conflict["broken"], iis)))
                if kiwi_feasible(system, iis):
                    failures.append((idx, "IIS %s is feasible for kiwi" % iis))
                for j in iis:
                    if not kiwi_feasible(system, [x for x in iis if x != j]):
                        failures.append((idx, "IIS %s not irreducible (drop %d still infeasible)" % (iis, j)))
                        break
            continue
        stats["feasible"] += 1
        vals = ours["values"]
        for i, c in enumerate(system["constraints"]):
            if c["priority"] == 1000 and residual(c, vals) > TOL:
                failures.append((idx, "required constraint %d violated by %g" % (i, residual(c, vals))))
        ev_ours, ev_kiwi = error_vector(system, vals), error_vector(system, kvals)
        cmp = lex_cmp(ev_ours, ev_kiwi)
        if cmp > 0:
            failures.append((idx, "kiwi lexicographically better: ours %s kiwi %s" % (ev_ours, ev_kiwi)))
            continue
        stats["values_compared"] += 1
        weighted = False
        for v, (a, b, amb) in enumerate(zip(vals, kvals, ours["ambiguity"])):
            if amb != "unique":
                stats["ambiguous_vars"] += 1
                if len(spot) < max(200, args.count // 20) and rng.random() < 0.5:
                    spot.append((idx, v, amb))
                continue
            stats["unique_vars"] += 1
            if abs(a - b) > TOL:
                if cmp < 0:
                    weighted = True
                else:
                    failures.append((idx, "var %d claimed unique: ours %r kiwi %r" % (v, a, b)))
        stats["kiwi_weighted"] += weighted

    # Incremental operations: remove / setConstant on a fresh copy of feasible systems.
    inc_idx, inc_systems, finals = [], [], []
    for idx, (system, ours) in enumerate(zip(systems, results)):
        if "error" in ours or not ours["feasible"] or rng.random() > 0.4:
            continue
        m = len(system["constraints"])
        cons = [dict(c) for c in system["constraints"]]
        removed, ops = set(), []
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(m)
            if i in removed:
                continue
            r = rng.random()
            if r < 0.4:
                ops.append({"remove": i}); removed.add(i)
            elif r < 0.85:
                c = rng.randint(-20, 20) if kinds[idx] == "random" else cons[i]["constant"] + rng.randint(-30, 30)
                ops.append({"set": i, "constant": c}); cons[i] = dict(cons[i], constant=c)
            else:
                ops.append({"solve": True})
        inc_idx.append(idx)
        inc_systems.append(dict(system, ops=ops))
        finals.append({"variables": system["variables"],
                       "constraints": [c for i, c in enumerate(cons) if i not in removed]})
    inc_results = run_tool(args.tool, inc_systems) if inc_systems else []
    stats["incremental"] = 0
    stats["incremental_skipped_conflict"] = 0
    for idx, final, ours in zip(inc_idx, finals, inc_results):
        if "error" in ours:
            failures.append((idx, "incremental tool error " + ours["error"]))
            continue
        kfail, kvals = kiwi_solve(final)
        if not ours["feasible"] or kfail is not None:
            # A required constant edit may conflict at the moment it is made (and stays broken),
            # or the final system is infeasible: feasibility of the final system must agree
            # unless our conflict was transient.
            if ours["feasible"] and kfail is not None:
                failures.append((idx, "incremental: kiwi says final system infeasible, ours feasible"))
            stats["incremental_skipped_conflict"] += 1
            continue
        stats["incremental"] += 1
        vals = ours["values"]
        for i, c in enumerate(final["constraints"]):
            if c["priority"] == 1000 and residual(c, vals) > TOL:
                failures.append((idx, "incremental: required constraint %d violated, ops %s" % (i, inc_systems[inc_idx.index(idx)]["ops"])))
        cmp = lex_cmp(error_vector(final, vals), error_vector(final, kvals))
        if cmp > 0:
            failures.append((idx, "incremental: kiwi better %s vs %s" % (error_vector(final, vals), error_vector(final, kvals))))
            continue
        for v, (a, b, amb) in enumerate(zip(vals, kvals, ours["ambiguity"])):
            if amb == "unique" and abs(a - b) > TOL and cmp == 0:
                failures.append((idx, "incremental: var %d claimed unique: ours %r kiwi %r ops %s" % (v, a, b, inc_systems[inc_idx.index(idx)]["ops"])))
                break

    # Ambiguity spot checks: pull the variable by +-37 at priority 1 (below every level we use)
    # and re-solve with our tool; the variable must move, the error levels must stay the same
    # and, for "free", every individual constraint error must stay the same.
    probes = []
    for idx, v, amb in spot:
        s = systems[idx]
        base = results[idx]["values"]
        cons = list(s["constraints"])
        if amb == "free":
            # Freeze every optional constraint's error locally: a violated constraint keeps its
            # expression value, a satisfied inequality stays satisfied.
            frozen = []
            for c in cons:
                if c["priority"] == 1000:
                    frozen.append(c)
                    continue
                e = c["constant"] + sum(k * base[x] for x, k in c["terms"])
                if residual(c, base) > TOL or c["op"] == "==":
                    frozen.append(dict(c, op="==", constant=c["constant"] - e, priority=1000))
                else:
                    frozen.append(dict(c, priority=1000))
            cons = frozen
        for d in (37.0, -37.0):
            probes.append({"variables": s["variables"], "ambiguity": False,
                           "constraints": cons + [con([(v, 1)], -(base[v] + d), "==", 1)]})
    presults = run_tool(args.tool, probes) if probes else []
    for k, (idx, v, amb) in enumerate(spot):
        s, base = systems[idx], results[idx]["values"]
        moved = False
        ok = True
        for pr in presults[2 * k: 2 * k + 2]:
            pv = pr["values"]
            if abs(pv[v] - base[v]) > TOL:
                moved = True
                if lex_cmp(error_vector(s, pv), error_vector(s, base)) != 0:
                    ok = False
                if amb == "free" and any(abs(residual(c, pv) - residual(c, base)) > TOL
                                         for c in s["constraints"] if c["priority"] != 1000):
                    ok = False
        stats["ambiguity_claims_checked"] += 1
        if not moved or not ok:
            failures.append((idx, "ambiguity claim %s for var %d not confirmed (moved=%s)" % (amb, v, moved)))

    stats["failures"] = len(failures)
    print("seed %d, %.1f s, kinds %s" % (seed, time.time() - t0, by_kind))
    print(json.dumps(stats))
    for idx, msg in failures[:15]:
        print("FAIL system %d (%s): %s" % (idx, kinds[idx], msg))
        if args.verbose:
            print(json.dumps(systems[idx]))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

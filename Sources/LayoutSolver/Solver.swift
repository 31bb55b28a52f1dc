/// Incremental linear constraint solver with strict priorities (Cassowary with symbolic weights).
///
/// Semantics
/// - A constraint is `expression (== | <= | >=) 0` with priority 1...1000; 1000 is required.
/// - Error of a constraint = its violation: `|e|` for `e == 0`, `max(0, e)` for `e <= 0`,
///   `max(0, -e)` for `e >= 0`, measured in the units of the expression (not rescaled).
/// - Optional priorities are strict ("boxes"): the solution minimizes the vector
///   (E(999), E(998), ..., E(1)) lexicographically, where E(p) is the sum (L1) of the errors of the
///   active constraints of priority p. One unit of error at 751 outweighs any error at 750.
///   This is exact: every priority level has its own objective row, compared lexicographically,
///   not a large weight.
/// - Required constraints must hold. When they cannot, the conflict is reported as an irreducible
///   infeasible subset and the constraint being added (always the most recently added member of
///   that subset, since the rest was feasible before) is left out ("broken"); solving continues
///   with the others. `setConstant` on a required constraint re-adds it, so it then counts as the
///   most recently added one.
///
/// Value type: copies are independent solvers. All order-sensitive iteration is over arrays
/// indexed by integer ids (dictionaries are only used for lookups), so results are bit-for-bit
/// reproducible.
///
/// Design: Cassowary (Badros, Borning & Stuckey) with one objective row per priority level
/// (symbolic weights), Bland's rule, a column index, variable identities kept unexpanded
/// (Solver+Expansion), lazy dummy markers (MarkerDAG), kiwi-style marker removal and dual-simplex
/// edits, IIS by certificate + deletion filter (Solver+Conflict), ambiguity from the optimal
/// tableau (Solver+Ambiguity).
///
/// Usage:
///
///     var s = Solver()
///     let x = s.addVariable(), w = s.addVariable()
///     try s.add(x |==| 16)
///     try s.add((x + w |<=| 300).tagged(7))
///     let hug = try s.add((w |==| 120).priority(250))
///     s.solve()
///     s.value(of: w)              // 120
///     try s.setConstant(hug, -500) // w - 500 == 0 @250, capped by the required <= 300
///     s.solve()                    // w == 284
///     s.analyzeAmbiguity()         // [.unique, .unique]
public struct Solver: Sendable {
    // MARK: symbols
    enum Kind: UInt8, Sendable { case external, slack, error, dummy, artificial }
    var kind: [Kind] = []
    /// Constraint index owning a marker/error symbol, variable id for externals, -1 otherwise.
    var owner: [Int32] = []
    /// Row slot where the symbol is basic, or -1.
    var rowOf: [Int32] = []
    /// Row slots that may contain the symbol as a term (may hold stale entries and duplicates,
    /// which are filtered on use; see `rowsContaining`).
    var column: [[Int32]] = []
    /// For dummies: the MarkerDAG node count when the dummy was created (0 for other symbols).
    var dummyBirth: [Int32] = []

    // MARK: tableau
    var rows: [Row] = []
    var freeSlots: [Int32] = []
    var variableSymbol: [Int32] = []
    var dag = MarkerDAG()

    // MARK: objective, one row per distinct optional priority, highest first
    var levelPriority: [Int] = []
    var objective: [ObjectiveRow] = []
    /// Symbols whose objective coefficients changed since they were last seen non-improving.
    var dirty = SymbolHeap()
    var isDirty: [Bool] = []
    var artificialObjective: Row? = nil
    var needsOptimize = false

    // MARK: constraints
    enum Status: Sendable { case active, broken, removed }
    struct Record: Sendable {
        var constraint: Constraint
        var status: Status
        var marker: Int32 = -1
        var other: Int32 = -1
        /// +1 or -1: `normalized = sign * expression` turns <= into >=.
        var sign: Double = 1
        /// The built row was negated to make its constant non-negative.
        var flipped = false
    }
    var records: [Record] = []
    public internal(set) var conflicts: [Conflict] = []
    /// Set to false inside the IIS deletion filter (plain feasibility checks).
    var explainConflicts = true

    // scratch for building rows
    var termBuffer = TermBuffer()
    var scratch: [Double] = []
    var scratchStamp: [Int32] = []
    var stamp: Int32 = 0
    var slotMark: [Int32] = []
    var visitStamp: [Int32] = []
    var visitEpoch: Int32 = 0
    /// Variable values at the last `solve()`; valid while `valuesValid`.
    var valueCache: [Double] = []
    var valuesValid = false
    var slotEpoch: Int32 = 0
    /// Restricted rows whose constant went negative (consumed by the dual simplex).
    var infeasibleRows: [Int32] = []

    public init() {}

    // MARK: - Public API

    public var variableCount: Int { variableSymbol.count }
    public var constraintCount: Int { records.count }

    public mutating func addVariable() -> Variable {
        valuesValid = false
        let v = Variable(id: variableSymbol.count)
        variableSymbol.append(newSymbol(.external, owner: Int32(v.id)))
        return v
    }

    public mutating func addVariables(_ n: Int) -> [Variable] { (0..<n).map { _ in addVariable() } }

    /// Adds a constraint. Throws only for invalid input (non-finite numbers, priority outside
    /// 1...1000, unknown variable). A required constraint that conflicts is still registered and
    /// returned, but recorded in `conflicts` and not enforced (`isBroken`).
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws -> ConstraintID {
        try validate(constraint)
        let id = ConstraintID(index: records.count)
        records.append(Record(constraint: constraint, status: .active))
        insert(id.index)
        return id
    }

    /// Removes a constraint (active or broken) incrementally.
    public mutating func remove(_ id: ConstraintID) throws {
        try checkID(id)
        if records[id.index].status == .active { removeFromTableau(id.index) }
        records[id.index].status = .removed
    }

    /// Changes the constant of the constraint's expression. For optional constraints this is an
    /// in-place edit (marker column + dual simplex, as kiwi's suggestValue); a required constraint
    /// is removed and re-inserted (incrementally), which re-checks it for conflicts.
    public mutating func setConstant(_ id: ConstraintID, _ constant: Double) throws {
        try checkID(id)
        guard constant.isFinite else { throw LayoutSolverError.nonFiniteNumber }
        let r = records[id.index]
        if r.constraint.isRequired || r.status == .broken {
            if r.status == .active { removeFromTableau(id.index) }
            records[id.index].constraint.expression.constant = constant
            records[id.index].status = .active
            insert(id.index)
        } else {
            editOptionalConstant(id.index, constant)
        }
    }

    /// Brings the tableau to the lexicographic optimum. Cheap when nothing changed.
    public mutating func solve() {
        if needsOptimize { optimize() }
        if !valuesValid {
            valueCache = evaluateVariables()
            valuesValid = true
        }
    }

    /// Value of `v` at the last `solve()` (call `solve()` after changes; NaN for unknown ids).
    public func value(of v: Variable) -> Double {
        guard v.id >= 0 && v.id < valueCache.count else { return v.id >= 0 && v.id < variableSymbol.count ? 0 : .nan }
        return valueCache[v.id]
    }

    /// Values of all variables, indexed by variable id (solves first).
    public mutating func values() -> [Double] {
        solve()
        return (0..<variableSymbol.count).map { value(of: Variable(id: $0)) }
    }

    public func constraint(_ id: ConstraintID) -> Constraint? {
        id.index >= 0 && id.index < records.count ? records[id.index].constraint : nil
    }

    public func isActive(_ id: ConstraintID) -> Bool {
        id.index >= 0 && id.index < records.count && records[id.index].status == .active
    }

    public func isBroken(_ id: ConstraintID) -> Bool {
        id.index >= 0 && id.index < records.count && records[id.index].status == .broken
    }

    /// Violation (error) of a constraint at the current values, as defined above.
    public func violation(of id: ConstraintID) -> Double {
        guard let c = constraint(id) else { return .nan }
        var e = c.expression.constant
        for t in c.expression.terms { e += t.coefficient * value(of: t.variable) }
        switch c.relation {
        case .equal: return abs(e)
        case .lessOrEqual: return max(0, e)
        case .greaterOrEqual: return max(0, -e)
        }
    }

    /// Total error of active constraints of priority `p` (the E(p) of the objective).
    public func totalError(priority p: Int) -> Double {
        var s = 0.0
        for i in records.indices where records[i].status == .active && records[i].constraint.priority == p {
            s += violation(of: ConstraintID(index: i))
        }
        return s
    }

    // MARK: - Validation

    func validate(_ c: Constraint) throws {
        guard Priority.range.contains(c.priority) else { throw LayoutSolverError.invalidPriority(c.priority) }
        guard c.expression.constant.isFinite else { throw LayoutSolverError.nonFiniteNumber }
        for t in c.expression.terms {
            guard t.coefficient.isFinite else { throw LayoutSolverError.nonFiniteNumber }
            guard t.variable.id >= 0 && t.variable.id < variableSymbol.count else {
                throw LayoutSolverError.unknownVariable(t.variable.id)
            }
        }
    }

    func checkID(_ id: ConstraintID) throws {
        guard id.index >= 0 && id.index < records.count else { throw LayoutSolverError.unknownConstraint(id.index) }
        guard records[id.index].status != .removed else { throw LayoutSolverError.constraintRemoved(id.index) }
    }

    mutating func newSymbol(_ k: Kind, owner o: Int32) -> Int32 {
        let s = Int32(kind.count)
        kind.append(k)
        owner.append(o)
        rowOf.append(-1)
        column.append([])
        isDirty.append(false)
        scratch.append(0)
        scratchStamp.append(0)
        visitStamp.append(0)
        dummyBirth.append(k == .dummy ? Int32(dag.nodeCount) : 0)
        return s
    }

    @inline(__always) func isRestricted(_ s: Int32) -> Bool { kind[Int(s)] != .external }
}

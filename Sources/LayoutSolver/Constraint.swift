/// The relation of a constraint `expression (== | <= | >=) 0`.
public enum Relation: String, Sendable {
    case equal = "=="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
}

/// Priorities follow Auto Layout: 1...1000, 1000 is required.
public enum Priority {
    public static let required = 1000
    public static let defaultHigh = 750
    public static let defaultLow = 250
    public static let range = 1...1000
}

/// `expression relation 0` at `priority`, with an opaque caller `tag`.
public struct Constraint: Sendable, Equatable {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Int
    public var tag: Int?

    public init(_ expression: LinearExpression, _ relation: Relation,
                priority: Int = Priority.required, tag: Int? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                priority: Int = Priority.required, tag: Int? = nil) {
        self.init(lhs - rhs, relation, priority: priority, tag: tag)
    }

    public var isRequired: Bool { priority == Priority.required }

    public func priority(_ p: Int) -> Constraint { var c = self; c.priority = p; return c }
    public func tagged(_ t: Int) -> Constraint { var c = self; c.tag = t; return c }
}

/// Handle of a constraint inside one solver: dense index in insertion order.
public struct ConstraintID: Hashable, Comparable, Sendable {
    public let index: Int
    public init(index: Int) { self.index = index }
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.index < b.index }
}

infix operator |==| : ComparisonPrecedence
infix operator |<=| : ComparisonPrecedence
infix operator |>=| : ComparisonPrecedence

/// Required-constraint builders: `x |==| y + 8`, then `.priority(250)` to relax.
public func |==| (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a, .equal, b) }
public func |<=| (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a, .lessOrEqual, b) }
public func |>=| (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a, .greaterOrEqual, b) }
public func |==| (a: Variable, b: LinearExpression) -> Constraint { Constraint(a.expression, .equal, b) }
public func |<=| (a: Variable, b: LinearExpression) -> Constraint { Constraint(a.expression, .lessOrEqual, b) }
public func |>=| (a: Variable, b: LinearExpression) -> Constraint { Constraint(a.expression, .greaterOrEqual, b) }
public func |==| (a: Variable, b: Variable) -> Constraint { Constraint(a.expression, .equal, b.expression) }
public func |<=| (a: Variable, b: Variable) -> Constraint { Constraint(a.expression, .lessOrEqual, b.expression) }
public func |>=| (a: Variable, b: Variable) -> Constraint { Constraint(a.expression, .greaterOrEqual, b.expression) }
public func |==| (a: Variable, b: Double) -> Constraint { Constraint(a.expression, .equal, LinearExpression(constant: b)) }
public func |<=| (a: Variable, b: Double) -> Constraint { Constraint(a.expression, .lessOrEqual, LinearExpression(constant: b)) }
public func |>=| (a: Variable, b: Double) -> Constraint { Constraint(a.expression, .greaterOrEqual, LinearExpression(constant: b)) }
public func |==| (a: LinearExpression, b: Double) -> Constraint { Constraint(a, .equal, LinearExpression(constant: b)) }
public func |<=| (a: LinearExpression, b: Double) -> Constraint { Constraint(a, .lessOrEqual, LinearExpression(constant: b)) }
public func |>=| (a: LinearExpression, b: Double) -> Constraint { Constraint(a, .greaterOrEqual, LinearExpression(constant: b)) }

/// Why the solver refused an input. Conflicts between valid constraints are not errors:
/// they are reported through `Solver.conflicts`.
public enum LayoutSolverError: Error, Equatable, Sendable {
    case nonFiniteNumber
    case invalidPriority(Int)
    case unknownVariable(Int)
    case unknownConstraint(Int)
    case constraintRemoved(Int)
}

/// A required-constraint conflict: `constraints` is an irreducible infeasible subset (IIS)
/// of the required constraints (sorted by id); `broken` is the member the solver dropped.
public struct Conflict: Sendable, Equatable {
    public let broken: ConstraintID
    public let constraints: [ConstraintID]
    public init(broken: ConstraintID, constraints: [ConstraintID]) {
        self.broken = broken
        self.constraints = constraints
    }
}

/// How a variable's value is determined at the solution (see `Solver.analyzeAmbiguity`).
public enum Ambiguity: String, Sendable {
    /// The only value compatible with the required constraints and the optimum of every priority level.
    case unique
    /// Other optimal values exist, but reaching them trades error between optional constraints
    /// of the same priority (Xcode's "content priority ambiguity").
    case tie
    /// Other optimal values exist that change no optional constraint's error ("missing constraints").
    case free
}

/// A solver variable: a handle with a dense integer id (0, 1, 2, ... in creation order).
public struct Variable: Hashable, Comparable, Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}

/// `coefficient * variable`.
public struct Term: Sendable, Equatable {
    public var variable: Variable
    public var coefficient: Double
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ terms + constant`. Repeated variables are allowed; the solver sums them.
public struct LinearExpression: Sendable, Equatable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }
    public static prefix func - (a: LinearExpression) -> LinearExpression { a * -1 }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-b) }
    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
    public static func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }
    public static func + (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms, constant: a.constant + k)
    }
    public static func - (a: LinearExpression, k: Double) -> LinearExpression { a + (-k) }
    public static func / (a: LinearExpression, k: Double) -> LinearExpression { a * (1 / k) }
}

// Convenience overloads so that `x + 8`, `2 * w`, `y - x` read naturally.
extension Variable {
    public var expression: LinearExpression { LinearExpression(self) }
    public static func + (a: Variable, b: Variable) -> LinearExpression { a.expression + b.expression }
    public static func - (a: Variable, b: Variable) -> LinearExpression { a.expression - b.expression }
    public static func + (a: Variable, b: Double) -> LinearExpression { a.expression + LinearExpression(constant: b) }
    public static func - (a: Variable, b: Double) -> LinearExpression { a.expression - LinearExpression(constant: b) }
    public static func + (a: LinearExpression, b: Variable) -> LinearExpression { a + b.expression }
    public static func - (a: LinearExpression, b: Variable) -> LinearExpression { a - b.expression }
    public static func + (a: Variable, b: LinearExpression) -> LinearExpression { a.expression + b }
    public static func - (a: Variable, b: LinearExpression) -> LinearExpression { a.expression - b }
    public static func * (k: Double, a: Variable) -> LinearExpression { LinearExpression([Term(a, k)]) }
    public static func * (a: Variable, k: Double) -> LinearExpression { LinearExpression([Term(a, k)]) }
    public static prefix func - (a: Variable) -> LinearExpression { LinearExpression([Term(a, -1)]) }
}

/// Tolerance for "zero": coefficients with |c| <= epsilon are dropped from rows, constants in
/// [-epsilon, epsilon] count as 0 for feasibility and degeneracy tests, and reduced costs within
/// epsilon count as non-improving. Layout values are O(1e0..1e4) with O(1) coefficients, so 1e-8
/// leaves ~8 digits of headroom in Double while absorbing pivot round-off.
let epsilon = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { x <= epsilon && x >= -epsilon }

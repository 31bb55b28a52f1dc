import LayoutSolver

/// Benchmark workloads. tools/solver/bench.py builds the same systems for kiwisolver; keep the
/// two definitions identical (same constraints, same order).
/// A system is a variable count plus constraints over Variable(id:).
struct Workload {
    var variables: Int
    var constraints: [Constraint]
}

enum Workloads {
    /// Vertical chain of n views, each with x, y, w, h (ids 4i...4i+3), all required:
    /// x = 0, w = 100, h = 40, y_0 = 0, y_i = y_{i-1} + h_{i-1} + 8 (in that order per view).
    static func chain(_ n: Int) -> Workload {
        var cs = [Constraint]()
        func v(_ i: Int, _ k: Int) -> Variable { Variable(id: 4 * i + k) }
        for i in 0..<n {
            cs.append(v(i, 0) |==| 0)
            cs.append(v(i, 2) |==| 100)
            cs.append(v(i, 3) |==| 40)
            if i == 0 { cs.append(v(i, 1) |==| 0) } else { cs.append(v(i, 1) |==| v(i - 1, 1) + v(i - 1, 3) + 8) }
        }
        return Workload(variables: 4 * n, constraints: cs)
    }

    /// k x k grid of equal-size views in a 1000 x 1000 container, all required. Cell (r, c) has
    /// x, y, w, h (ids 4(rk+c)...). Row-major, per cell: x_{r,0} = 0 or x_{r,c} = x_{r,c-1} + w_{r,c-1} + 8;
    /// y_{0,c} = 0 or y_{r,c} = y_{r-1,c} + h_{r-1,c} + 8; w_{r,c} = w_{r,0} (c > 0); h_{r,c} = h_{0,c} (r > 0);
    /// after the last cell of a row: x + w = 1000; for cells of the last row: y + h = 1000.
    static func grid(_ k: Int) -> Workload {
        var cs = [Constraint]()
        func v(_ r: Int, _ c: Int, _ f: Int) -> Variable { Variable(id: 4 * (r * k + c) + f) }
        for r in 0..<k {
            for c in 0..<k {
                cs.append(c == 0 ? v(r, c, 0) |==| 0 : v(r, c, 0) |==| v(r, c - 1, 0) + v(r, c - 1, 2) + 8)
                cs.append(r == 0 ? v(r, c, 1) |==| 0 : v(r, c, 1) |==| v(r - 1, c, 1) + v(r - 1, c, 3) + 8)
                if c > 0 { cs.append(v(r, c, 2) |==| v(r, 0, 2)) }
                if r > 0 { cs.append(v(r, c, 3) |==| v(0, c, 3)) }
                if c == k - 1 { cs.append(v(r, c, 0) + v(r, c, 2) |==| 1000) }
                if r == k - 1 { cs.append(v(r, c, 1) + v(r, c, 3) |==| 1000) }
            }
        }
        return Workload(variables: 4 * k * k, constraints: cs)
    }

    /// Layout-shaped: a table of `cells` rows, each a container with three labels in a
    /// horizontal stack (16 variables per cell: container x,y,w,h then 3 labels x,y,w,h).
    /// Container i: x = 0, w = 1000, y_0 = 0 or y_i = y_{i-1} + h_{i-1}, h_i = h(label 0) + 16.
    /// Label j: x = container.x + 8 (j = 0) or x = prev.x + prev.w + 8; y = container.y + 8;
    /// h >= 20 @750 (compression), h <= 20 @250 (hugging); w >= iw @750, w <= iw @250 with
    /// iw = 50 + (7i + 13j) mod 100; h <= container.h - 16 (j = 1, 2).
    /// Then label 2: x + w <= container.x + container.w - 8.
    static func table(variables n: Int) -> Workload {
        let cells = max(1, n / 16)
        var cs = [Constraint]()
        func v(_ i: Int, _ view: Int, _ f: Int) -> Variable { Variable(id: 16 * i + 4 * view + f) }
        for i in 0..<cells {
            cs.append(v(i, 0, 0) |==| 0)
            cs.append(v(i, 0, 2) |==| 1000)
            cs.append(i == 0 ? v(i, 0, 1) |==| 0 : v(i, 0, 1) |==| v(i - 1, 0, 1) + v(i - 1, 0, 3))
            for j in 0..<3 {
                let l = j + 1
                cs.append(j == 0 ? v(i, l, 0) |==| v(i, 0, 0) + 8 : v(i, l, 0) |==| v(i, l - 1, 0) + v(i, l - 1, 2) + 8)
                cs.append(v(i, l, 1) |==| v(i, 0, 1) + 8)
                cs.append((v(i, l, 3) |>=| 20).priority(750))
                cs.append((v(i, l, 3) |<=| 20).priority(250))
                let iw = Double(50 + (7 * i + 13 * j) % 100)
                cs.append((v(i, l, 2) |>=| iw).priority(750))
                cs.append((v(i, l, 2) |<=| iw).priority(250))
                if j == 0 { cs.append(v(i, 0, 3) |==| v(i, l, 3) + 16) } else { cs.append(v(i, l, 3) |<=| v(i, 0, 3) - 16) }
            }
            cs.append(v(i, 3, 0) + v(i, 3, 2) |<=| v(i, 0, 0) + v(i, 0, 2) - 8)
        }
        return Workload(variables: 16 * cells, constraints: cs)
    }

    static func named(_ name: String, _ n: Int) -> Workload? {
        switch name {
        case "chain": return chain(n)
        case "grid": return grid(n)
        case "table": return table(variables: n)
        default: return nil
        }
    }
}

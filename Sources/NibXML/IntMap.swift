/// A hash map from `UInt64` keys to `Int32` values with open addressing and Fibonacci hashing,
/// for the hot lookups of the reader (attribute names) and the schema validator (derivative
/// caches, hash-consing), where `Dictionary`'s seeded SipHash would dominate. Inlinable: it is
/// used across modules in inner loops.
public struct IntMap: Sendable {
    @usableFromInline var keys: [UInt64]
    @usableFromInline var values: [Int32]
    @usableFromInline var storedCount = 0
    public var count: Int { storedCount }
    @usableFromInline var shift: UInt64
    @usableFromInline static let vacant = UInt64.max

    public init(capacity: Int = 1024) {
        var bits: UInt64 = 4
        while 1 << bits < capacity * 2 { bits += 1 }
        keys = [UInt64](repeating: Self.vacant, count: 1 << bits)
        values = [Int32](repeating: 0, count: 1 << bits)
        shift = 64 - bits
    }

    @inlinable @inline(__always) func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inlinable public subscript(key: UInt64) -> Int32? {
        get {
            let mask = keys.count - 1
            var i = slot(key)
            while true {
                let k = keys[i]
                if k == key { return values[i] }
                if k == Self.vacant { return nil }
                i = (i + 1) & mask
            }
        }
        set {
            guard let value = newValue else { preconditionFailure("IntMap does not remove keys") }
            precondition(key != Self.vacant)
            if (storedCount + 1) * 2 > keys.count { grow() }
            let mask = keys.count - 1
            var i = slot(key)
            while true {
                let k = keys[i]
                if k == key { values[i] = value; return }
                if k == Self.vacant {
                    keys[i] = key
                    values[i] = value
                    storedCount += 1
                    return
                }
                i = (i + 1) & mask
            }
        }
    }

    @usableFromInline mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [UInt64](repeating: Self.vacant, count: oldKeys.count * 2)
        values = [Int32](repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        storedCount = 0
        for (k, v) in zip(oldKeys, oldValues) where k != Self.vacant { self[k] = v }
    }
}

import ArgumentParser
import NibLayout
import NibModel

/// `--device` accepts what a developer calls a device ("iPhone 16", "iPad Air 11-inch") as well
/// as Xcode's internal ids (`retina6_12`). Names map onto the layout's device table
/// (`Devices.all`): each table entry's own name, plus the other models Apple sold with the same
/// screen in points and scale, since a document laid out for one lays out the same for the other.
enum DeviceNames {
    /// Other marketing names, by the id of the table entry with the same screen.
    static let aliases: [String: [String]] = [
        "retina4_0": ["iPhone 5", "iPhone 5s", "iPhone SE"],
        "retina4_7": ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"],
        "retina5_5": ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus"],
        "retina5_9": ["iPhone X", "iPhone XS", "iPhone 12 mini", "iPhone 13 mini"],
        "retina6_1": ["iPhone XR"],
        "retina6_5": ["iPhone XS Max"],
        "retina6_0": ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro"],
        "retina6_7": ["iPhone 12 Pro Max", "iPhone 13 Pro Max"],
        "retina6_12": ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro"],
        "retina6_72": ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max"],
        "retina6_3": ["iPhone 17", "iPhone 17 Pro"],
        "retina6_9": ["iPhone 17 Pro Max"],
        "ipad10_9rounded": ["iPad Air 11-inch", "iPad (10th generation)", "iPad Air (4th generation)", "iPad Air (5th generation)"],
        "ipad11_0rounded": ["iPad Pro 11-inch"],
        "ipad12_9rounded": ["iPad Air 13-inch", "iPad Pro 12.9-inch"],
        "iPad13_0rounded": ["iPad Pro 13-inch"],
    ]

    /// Letters and digits only, lowercased: "iPad Air (10.9-inch)" and "ipad air 10.9 inch" agree.
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }.map(Character.init))
    }

    /// The device id `value` names (an id, a table name or an alias), nil when it names none.
    static func id(for value: String) -> String? {
        if let spec = Devices.spec(value) { return spec.id }
        let wanted = key(value)
        if let spec = Devices.all.first(where: { key($0.name) == wanted || key($0.id) == wanted }) { return spec.id }
        return aliases.first { $0.value.contains { key($0) == wanted } }?.key
    }

    static func unknown(_ value: String) -> ValidationError {
        ValidationError("--device \(value): unknown device; known (nibtool devices lists them all): \(Devices.all.map(\.name).joined(separator: ", "))")
    }

    /// Every name `--device` accepts, one device a line: id, width x height, names.
    static func listing() -> String {
        Devices.all.map { d in
            let names = [d.name] + (aliases[d.id] ?? [])
            let size = "\(Int(d.width))x\(Int(d.height)) @\(Int(saturating: d.scale, in: 1...9))x"
            return d.id.padding(toLength: 17, withPad: " ", startingAt: 0) + size.padding(toLength: 16, withPad: " ", startingAt: 0) + names.joined(separator: ", ")
        }.joined(separator: "\n")
    }
}

/// `nibtool devices`: the devices `--device` knows, by id, size and names.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices --device accepts (Xcode's id, screen size in points, names).")

    func run() throws {
        print("id               size            names")
        print(DeviceNames.listing())
    }
}

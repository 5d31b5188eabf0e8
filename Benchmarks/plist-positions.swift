// Peak memory of reading an XML property list with and without positions: compiled with
// IntentGenCore's sources by Benchmarks/plist-positions.sh, run once per mode under GNU time.
//
//   plist-positions plain FILE       # PlistXML.read
//   plist-positions positions FILE   # PlistXML.readDocument (value + positions)

import Foundation

@main
enum PlistPositionsBenchmark {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let data = FileManager.default.contents(atPath: arguments[2]) else {
            fatalError("usage: plist-positions plain|positions FILE")
        }
        let bytes = Array(data)
        let start = Date()
        switch arguments[1] {
        case "plain":
            let value = try PlistXML.read(bytes)
            print("plain: \(bytes.count) bytes read in \(Date().timeIntervalSince(start)) s; \(count(value)) elements")
        default:
            let document = try PlistXML.readDocument(bytes)
            print("positions: \(bytes.count) bytes read in \(Date().timeIntervalSince(start)) s; \(count(document.value)) elements, positions \(document.positions.byteCount) bytes")
        }
    }

    static func count(_ value: PlistValue) -> Int {
        switch value {
        case .array(let items): return 1 + items.reduce(0) { $0 + count($1) }
        case .dictionary(let entries): return 1 + entries.values.reduce(0) { $0 + count($1) }
        default: return 1
        }
    }
}

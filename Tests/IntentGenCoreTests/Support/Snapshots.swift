import Foundation
import XCTest

/// Whole-file snapshots of generated code under Tests/IntentGenCoreTests/Snapshots.
///
/// Re-recording is an explicit act: run the tests with `INTENTGEN_RECORD_SNAPSHOTS=1`, then review
/// the changed files like code. A recording run fails on purpose so it cannot pass unnoticed.
enum Snapshots {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/IntentGenCoreTests/Snapshots")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["INTENTGEN_RECORD_SNAPSHOTS"] == "1" }

    /// Compares `files` (name → contents) with the snapshot folder `name`, file by file and as a set.
    static func assertMatches(
        _ files: [(name: String, contents: String)], snapshot name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        // Outputs in subfolders (`Base.lproj/X.intentdefinition`) are stored flat: `Base.lproj__X.intentdefinition`.
        let files = files.map { (name: $0.name.replacingOccurrences(of: "/", with: "__"), contents: $0.contents) }
        let directory = folder.appendingPathComponent(name)
        let manager = FileManager.default
        if isRecording {
            try? manager.removeItem(at: directory)
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            for output in files {
                try output.contents.write(to: directory.appendingPathComponent(output.name), atomically: true, encoding: .utf8)
            }
            XCTFail("recorded snapshot \(name); unset INTENTGEN_RECORD_SNAPSHOTS and review the diff", file: file, line: line)
            return
        }
        guard manager.fileExists(atPath: directory.path) else {
            XCTFail("no snapshot \(name); record it with INTENTGEN_RECORD_SNAPSHOTS=1", file: file, line: line)
            return
        }
        let recorded = Set(try manager.contentsOfDirectory(atPath: directory.path))
        let produced = Set(files.map(\.name))
        XCTAssertEqual(produced.subtracting(recorded).sorted(), [], "outputs without a snapshot in \(name)", file: file, line: line)
        XCTAssertEqual(recorded.subtracting(produced).sorted(), [], "snapshots no longer produced in \(name)", file: file, line: line)
        for output in files where recorded.contains(output.name) {
            let expected = try String(contentsOf: directory.appendingPathComponent(output.name), encoding: .utf8)
            if expected != output.contents {
                XCTFail("\(name)/\(output.name) differs from its snapshot:\n" + firstDifference(expected, output.contents), file: file, line: line)
            }
        }
    }

    /// The first differing line, for a readable failure.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index]) : "<end of file>"
            let r = index < right.count ? String(right[index]) : "<end of file>"
            if l != r { return "line \(index + 1):\n  snapshot: \(l)\n  produced: \(r)" }
        }
        return "(no line differs)"
    }
}

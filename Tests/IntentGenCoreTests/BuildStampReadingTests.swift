import XCTest

@testable import IntentGenCore

/// The stamp reader works on the file's bytes in place (no copy of the body, no list of lines,
/// no list of fields). It must read every stamp, whole or damaged, as a plain reading by split
/// lines and fields does: the reference below, written for clarity, not speed.
final class BuildStampReadingTests: XCTestCase {
    func testTheReaderAgreesWithAPlainReadingOfRandomlyDamagedStamps() {
        var random = SplitMix(seed: 0x5747_4D50)
        var read = 0
        for round in 0..<4000 {
            let (body, bytes) = Self.randomStamp(version: [2, 3, 4][round % 3], using: &random)
            let expected = Self.reference(bytes)
            XCTAssertEqual(BuildStamp.parse(bytes), expected, "round \(round):\n\(body)")
            if expected != nil { read += 1 }
        }
        // Both outcomes must be common, or the comparison says little.
        XCTAssertGreaterThan(read, 800)
        XCTAssertLessThan(read, 3200)
    }

    /// A read that leaves some of the user's files out (``BuildStamp/parse(_:keepingGenerated:keepingUser:)``)
    /// reads what a whole read does without them, the intents recorded for them gone with them,
    /// and rejects the same damaged stamps.
    func testLeavingUserFilesOutIsReadingThemAndDroppingThem() {
        var random = SplitMix(seed: 0x5553_4552)
        var dropped = 0
        for round in 0..<4000 {
            let version = [2, 3, 4][round % 3]
            let (body, bytes) = Self.randomStamp(version: version, using: &random)
            let keeps = { (path: String) in round % 2 == 0 ? !path.hasPrefix("../") : path.hasPrefix("Base") }
            var expected = BuildStamp.parse(bytes)
            expected?.outputs.removeAll { $0.isUserOwned && !keeps($0.path) }
            let read = BuildStamp.parse(
                bytes,
                keepingUser: { name, relative in
                    XCTAssertEqual(relative, version == 4)
                    return keeps(String(decoding: name, as: UTF8.self))
                })
            XCTAssertEqual(read, expected, "round \(round):\n\(body)")
            if let whole = BuildStamp.parse(bytes), let read, whole.outputs.count > read.outputs.count { dropped += 1 }
        }
        // Rounds that read a stamp and leave a file out (about 150 of them); the others check
        // that both reads reject the same stamps.
        XCTAssertGreaterThan(dropped, 100)
    }

    /// The stamp's digest taken piece by piece, as the stamp is written, is the digest of its
    /// bytes taken at once, however they are cut.
    func testTheDigestOfPiecesIsTheDigestOfTheWhole() {
        var random = SplitMix(seed: 0x4449_4745)
        for round in 0..<500 {
            let bytes = (0..<Int(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var stream = StableHasher.Stream()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int(random.next() % 20))
                stream.add(bytes[start..<end])
                start = end
            }
            XCTAssertEqual(stream.hexDigest, BuildStamp.digest(of: bytes), "round \(round)")
        }
    }

    /// A stamp larger than one piece is written in pieces that join into the bytes it reads from.
    func testAStampWrittenInPiecesReadsBack() throws {
        var stamp = BuildStamp(fingerprint: "f", outputs: [])
        for index in 0..<3000 {
            stamp.outputs.append(
                BuildStamp.Output(
                    path: "Folder/Output\(index).swift", isUserOwned: index % 3 == 0,
                    size: index % 3 == 0 ? 0 : Int64(index),
                    modified: .zero,
                    origin: index % 3 == 0 ? "intent `I\(index)`" : ""))
        }
        var pieces: [ArraySlice<UInt8>] = []
        BuildStamp.write(BuildStamp.Parts(stamp), naming: { $0 }, to: { pieces.append($0) })
        XCTAssertGreaterThan(pieces.count, 1)
        let bytes = pieces.flatMap { $0 }
        XCTAssertEqual(bytes, stamp.bytes(naming: { $0 }))
        XCTAssertEqual(BuildStamp.parse(bytes), stamp)
    }

    func testAStampWhoseDigestDoesNotMatchIsNotRead() {
        let body = "intentgen-stamp 4\nfingerprint abc\nfile 1 2.000000000 A.swift\n"
        let good = body + "end \(BuildStamp.digest(of: Array(body.utf8)))\n"
        XCTAssertNotNil(BuildStamp.parse(good))
        XCTAssertNil(BuildStamp.parse(good.replacingOccurrences(of: "A.swift", with: "B.swift")))
        XCTAssertNil(BuildStamp.parse(String(good.dropLast())))
    }

    /// A stamp read from the disk comes a piece at a time, cut anywhere (inside a line, inside
    /// `end `): it reads as the whole bytes do, and as the plain reading does.
    func testAStampReadInPiecesReadsAsAWhole() {
        var random = SplitMix(seed: 0x5049_4543)
        for round in 0..<3000 {
            let (body, bytes) = Self.randomStamp(version: [2, 3, 4][round % 3], using: &random)
            var parser = BuildStamp.Parser(keepingGenerated: nil, keepingUser: nil)
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 0...12, using: &random))
                parser.add(bytes[start..<end])
                start = end
            }
            XCTAssertEqual(parser.finish(), Self.reference(bytes), "round \(round):\n\(body)")
        }
    }

    /// The digest line must be the last line, and the digest that of every byte before it.
    func testOnlyTheLastLineEndsAStamp() {
        let body = "intentgen-stamp 4\nfingerprint abc\nfile 1 2.000000000 A.swift\n"
        let end = "end \(BuildStamp.digest(of: Array(body.utf8)))\n"
        XCTAssertNotNil(BuildStamp.parse(Array((body + end).utf8)))
        // A line after it, even an empty one; the end line twice; a line of its own in the middle.
        XCTAssertNil(BuildStamp.parse(Array((body + end + "\n").utf8)))
        XCTAssertNil(BuildStamp.parse(Array((body + end + end).utf8)))
        let within = body + "end x\n"
        XCTAssertNil(BuildStamp.parse(Array((within + "end \(BuildStamp.digest(of: Array(within.utf8)))\n").utf8)))
        // Nothing but the end line, or a body without its fingerprint.
        XCTAssertNil(BuildStamp.parse(Array("end \(BuildStamp.digest(of: []))\n".utf8)))
        let headerOnly = "intentgen-stamp 4\n"
        XCTAssertNil(
            BuildStamp.parse(Array((headerOnly + "end \(BuildStamp.digest(of: Array(headerOnly.utf8)))\n").utf8)))
    }

    // MARK: Random stamps

    private static let words = [
        "file", "user", "orphan", "unchecked", "intent", "departed", "tool", "other", "",
    ]

    /// A random stamp of `version`, damaged most of the time (``damage(_:using:)``), under a digest
    /// that matches it: its body, and its bytes.
    private static func randomStamp(version: Int, using random: inout SplitMix) -> (body: String, bytes: [UInt8]) {
        var lines = lines(version: version, using: &random)
        damage(&lines, using: &random)
        let body = lines.joined(separator: "\n") + "\n"
        return (body, Array((body + "end \(BuildStamp.digest(of: Array(body.utf8)))\n").utf8))
    }

    private static func lines(version: Int, using random: inout SplitMix) -> [String] {
        var lines = ["intentgen-stamp \(version)", "fingerprint f\(Int.random(in: 0..<100, using: &random))"]
        if version == 4 {
            lines.append("tool 1 2 3 4.000000005 6.000000007 " + String(repeating: "a", count: 32))
        }
        for _ in 0..<Int.random(in: 0..<8, using: &random) {
            let path = ["A.swift", "../Handler/H.swift", "a b/C.swift", "Base.lproj/X.strings"][
                Int.random(in: 0..<4, using: &random)]
            let time =
                version == 4
                ? "1700000000.00000000\(Int.random(in: 0..<10, using: &random))"
                : "\(Int.random(in: 0..<99, using: &random))"
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1: lines.append("file \(Int.random(in: 0..<5000, using: &random)) \(time) \(path)")
            case 2: lines.append(version == 2 ? "user \(path)" : "user intent `Go`\t\(path)")
            case 3: lines.append("intent GoIntent")
            case 4: lines.append("departed OldIntent")
            default:
                lines.append(["orphan", "unchecked"][Int.random(in: 0..<2, using: &random)] + " type `P`\t\(path)")
            }
        }
        return lines
    }

    /// Changes one of the lines after the header most of the time: a word replaced, a field
    /// dropped, doubled, shortened or emptied, a space or tab added, the line emptied or doubled.
    private static func damage(_ lines: inout [String], using random: inout SplitMix) {
        guard lines.count > 2, Int.random(in: 0..<4, using: &random) > 0 else { return }
        let index = 2 + Int.random(in: 0..<lines.count - 2, using: &random)
        var fields = lines[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let field = Int.random(in: 0..<fields.count, using: &random)
        switch Int.random(in: 0..<8, using: &random) {
        case 0: fields[0] = words[Int.random(in: 0..<words.count, using: &random)]
        case 1: fields.remove(at: field)
        case 2: fields.insert(fields[field], at: field)
        case 3: fields[field] += ["", " ", "\t", ".", "x", "-1"][Int.random(in: 0..<6, using: &random)]
        case 4: fields = [""]
        case 5: fields[field] = String(fields[field].dropLast())
        case 6: fields[field] = ""
        default: lines.insert(lines[index], at: index)
        }
        if lines.indices.contains(index) { lines[index] = fields.joined(separator: " ") }
    }

    // MARK: The plain reading

    /// The stamp as read by splitting it into lines and each line into fields.
    private static func reference(_ bytes: [UInt8]) -> BuildStamp? {
        guard let text = String(validating: bytes, as: UTF8.self), text.hasSuffix("\n") else { return nil }
        var lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard let last = lines.popLast(), last.hasPrefix("end "), lines.count >= 2 else { return nil }
        let headers = ["intentgen-stamp 2", "intentgen-stamp 3", "intentgen-stamp 4"]
        guard let version = headers.firstIndex(of: lines[0]).map({ $0 + 2 }), lines[1].hasPrefix("fingerprint ")
        else { return nil }
        var stamp = BuildStamp(fingerprint: String(lines[1].dropFirst(12)), outputs: [])
        stamp.namesAreRelative = version == 4
        for line in lines.dropFirst(2) {
            guard referenceRead(line, version: version, into: &stamp) else { return nil }
        }
        return stamp
    }

    private static func referenceRead(_ line: String, version: Int, into stamp: inout BuildStamp) -> Bool {
        let word = String(line.prefix { $0 != " " })
        let rest = line.count > word.count ? String(line.dropFirst(word.count + 1)) : nil
        switch (word, rest) {
        case ("tool", let rest?) where version == 4:
            let fields = rest.split(separator: " ", omittingEmptySubsequences: false).map { ArraySlice($0.utf8) }
            guard stamp.tool == nil, let tool = ToolIdentity.Record(fields: fields) else { return false }
            stamp.tool = tool
        case ("user", let rest?) where version == 2 && !rest.isEmpty:
            stamp.outputs.append(.init(path: rest, isUserOwned: true, size: 0, modified: .zero))
        case ("file", let rest?):
            let fields = rest.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[2].isEmpty, let size = FileTime.number(Array(fields[0].utf8)),
                let modified = referenceTime(String(fields[1]), version: version)
            else { return false }
            stamp.outputs.append(.init(path: String(fields[2]), isUserOwned: false, size: size, modified: modified))
        case ("intent", let rest?) where version == 4, ("departed", let rest?) where version == 4:
            guard let last = stamp.outputs.indices.last, stamp.outputs[last].isUserOwned, !rest.isEmpty,
                rest.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
            else { return false }
            if word == "intent" {
                stamp.outputs[last].intents.current.append(rest)
            } else {
                stamp.outputs[last].intents.departed.append(rest)
            }
        case (_, let rest?) where version > 2:
            let parts = rest.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[1].isEmpty,
                parts[0].unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
            else { return false }
            let record = UserFileRecord(path: String(parts[1]), origin: String(parts[0]))
            switch word {
            case "user":
                stamp.outputs.append(
                    .init(path: record.path, isUserOwned: true, size: 0, modified: .zero, origin: record.origin))
            case "orphan": stamp.orphans.append(record)
            case "unchecked": stamp.unchecked.append(record)
            default: return false
            }
        default:
            return false
        }
        return true
    }

    /// A version 4 time (`SECONDS.NANOSECONDS`, nine digits after the dot), or an earlier
    /// version's nanoseconds since 1970.
    private static func referenceTime(_ text: String, version: Int) -> FileTime? {
        if version < 4 {
            return FileTime.number(Array(text.utf8)).map {
                FileTime(seconds: $0 / 1_000_000_000, nanoseconds: $0 % 1_000_000_000)
            }
        }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].utf8.count == 9 else { return nil }
        let negative = parts[0].hasPrefix("-")
        guard let seconds = FileTime.number(Array(parts[0].dropFirst(negative ? 1 : 0).utf8)),
            let nanoseconds = FileTime.number(Array(parts[1].utf8))
        else { return nil }
        return FileTime(seconds: negative ? -seconds : seconds, nanoseconds: nanoseconds)
    }
}

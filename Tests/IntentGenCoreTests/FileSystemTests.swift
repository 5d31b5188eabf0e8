import Foundation
import XCTest

@testable import IntentGenCore

/// The C-library file helpers that replace Foundation's `NSString` path methods in the compiler.
final class FileSystemTests: XCTestCase {
    /// The answers `NSString`'s path methods give on Apple's platforms (swift-corelibs-foundation
    /// itself traps on some of these, such as `a/b//`).
    func testPathText() {
        let cases: [(path: String, parent: String, last: String)] = [
            ("a/b/c", "a/b", "c"), ("a", "", "a"), ("/a", "/", "a"), ("/", "/", "/"), ("a/b/", "a", "b"), ("", "", ""),
            ("/a/b.yml", "/a", "b.yml"), ("./x", ".", "x"), ("../y/z", "../y", "z"), ("a/b//", "a", "b"),
            ("Base.lproj/I.intentdefinition", "Base.lproj", "I.intentdefinition"), ("//", "/", "/"), ("a//b", "a", "b"),
            ("é/ü/日本.swift", "é/ü", "日本.swift"), ("/é", "/", "é"), ("日本//", "", "日本"),
        ]
        for (path, parent, last) in cases {
            XCTAssertEqual(FileSystem.parent(of: path), parent, "parent of \(path)")
            XCTAssertEqual(FileSystem.lastComponent(of: path), last, "last component of \(path)")
        }
        XCTAssertEqual(FileSystem.join("a", "b"), "a/b")
        XCTAssertEqual(FileSystem.join("a/", "b"), "a/b")
        XCTAssertEqual(FileSystem.join("/", "b"), "/b")
        XCTAssertEqual(FileSystem.join("", "b"), "b")
        for path in ["a/b/c", "/a//b/", "", "/", "a", "./x/../y", "é/ü/日本"] {
            XCTAssertEqual(path.pathComponents(), path.split(separator: "/"), path)
            XCTAssertEqual(
                path.pathComponents(omittingEmpty: false), path.split(separator: "/", omittingEmptySubsequences: false),
                path)
        }
        XCTAssertEqual(" \t text\n ".trimmingWhitespace, "text")
        XCTAssertEqual("   ".trimmingWhitespace, "")
    }

    func testKindsAndALinkCycleInDiscovery() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-fs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try "intents: {}\n".write(to: nested.appendingPathComponent("X.intents.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: nested.appendingPathComponent("loop").path, withDestinationPath: root.path)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        try "intents: {}\n".write(
            to: root.appendingPathComponent(".hidden/H.intents.yml"), atomically: true, encoding: .utf8)

        XCTAssertEqual(FileSystem.kind(of: root.path), .directory)
        XCTAssertEqual(FileSystem.kind(of: nested.appendingPathComponent("X.intents.yml").path), .file)
        XCTAssertEqual(FileSystem.kind(of: nested.appendingPathComponent("loop").path), .directory)
        XCTAssertEqual(FileSystem.kind(of: nested.appendingPathComponent("loop").path, followingLinks: false), .other)
        XCTAssertNil(FileSystem.kind(of: root.appendingPathComponent("missing").path))

        // Reading: whole files of any size, nothing for folders and missing paths.
        for size in [0, 1, 4095, 70_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let file = root.appendingPathComponent("bytes-\(size)")
            try Data(bytes).write(to: file)
            XCTAssertEqual(FileSystem.contents(of: file.path), bytes, "size \(size)")
        }
        XCTAssertNil(FileSystem.contents(of: root.path))
        XCTAssertNil(FileSystem.contents(of: root.appendingPathComponent("missing").path))
        let bag = DiagnosticBag()
        XCTAssertEqual(
            InputDiscovery().definitionFiles(in: root.path, diagnostics: bag),
            [nested.appendingPathComponent("X.intents.yml").path])
        XCTAssertEqual(bag.diagnostics, [])
    }

    /// A file named several ways, and by its folder, is read once, under the first name given.
    func testAFileNamedSeveralWaysIsReadOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-fs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let file = root.appendingPathComponent("A.intents.yml").path
        try "intents:\n  A: {}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let spellings = [
            file, root.path + "/./A.intents.yml", root.path + "/sub/../A.intents.yml", root.path + "//A.intents.yml",
        ]
        let bag = DiagnosticBag()
        let read = InputDiscovery().collect(spellings + [root.path], diagnostics: bag)
        XCTAssertEqual(read.map(\.path), [file])
        XCTAssertEqual(bag.diagnostics, [])
        // From the current folder: a relative name and the absolute one are one file.
        let here = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(root.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(here) }
        let absolute = FileSystem.join(FileSystem.currentFolder, "A.intents.yml")
        XCTAssertEqual(
            InputDiscovery().collect(["A.intents.yml", absolute], diagnostics: bag).map(\.path), ["A.intents.yml"])
    }

    /// Files are read on every core, but the problems come in the order of the paths given, and
    /// the files too.
    func testDiscoveryReportsInTheOrderOfThePaths() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-fs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        func path(_ name: String) -> String { root.appendingPathComponent(name).path }
        for name in ["A.intents.yml", "B.intents.yml"] {
            try "intents:\n  A: {}\n".write(toFile: path(name), atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(mkfifo(path("Pipe.intents.yml"), 0o644), 0)
        let bag = DiagnosticBag()
        let read = InputDiscovery().collect(
            [
                path("B.intents.yml"), path("Missing.intents.yml"), path("Pipe.intents.yml"), path("Empty"),
                path("A.intents.yml"),
            ],
            diagnostics: bag)
        XCTAssertEqual(read.map(\.path), [path("B.intents.yml"), path("A.intents.yml")])
        XCTAssertEqual(
            bag.diagnostics.map(\.message),
            [
                "no such file or folder: \(path("Missing.intents.yml"))",
                "cannot read \(path("Pipe.intents.yml")): it is not a regular file (a FIFO, socket or device)",
                "no definitions files (*.intents.yml) in \(path("Empty"))",
            ])
    }
}

import Foundation
import XCTest

@testable import IntentGenCore

/// What the Bazel rule (bazel/intentgen.bzl) relies on: run in the execution root with paths
/// relative to it, `generate --layout per-file --sources-root <package> --no-build-stamp
/// --quiet` writes exactly the files the rule declared (named as the rule names them), nothing
/// else, prints nothing, and writes the same bytes wherever it runs. The rule itself runs in
/// Examples/check-bazel.sh.
final class BazelActionTests: TemporaryFolderTestCase {
    static let quickAction =
        "intents:\n  QuickAction:\n    parameters:\n      size: Size\nenums:\n  Size:\n    cases: [small, large]\n"

    /// The arguments the rule passes for a target in `package` ("" for the root package).
    func ruleArguments(package: String, output: String, sources: [String]) -> [String] {
        ["generate", "--layout", "per-file", "--sources-root", package.isEmpty ? "." : package, "--output", output]
            + ["--skip-user-files", "--no-build-stamp", "--quiet", "--generate", "intents", "--generate", "appIntents"]
            + sources
    }

    func testTheActionWritesOnlyItsDeclaredOutputsAndPrintsNothing() throws {
        try write("exec/app/Widgets/Quick.intents.yml", Self.quickAction)
        try write("exec/app/Other.intents.yml", "intents:\n  Other: {}\n")
        let sources = ["app/Widgets/Quick.intents.yml", "app/Other.intents.yml"]
        let run = try Tool.run(
            ruleArguments(package: "app", output: "out/bin/app/intents", sources: sources),
            in: root.appendingPathComponent("exec"))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(
            names("exec/out/bin/app/intents"), ["Other.intents.swift", "Widgets_Quick.intents.swift"],
            "no .intentgen stamp")
        let generated = try XCTUnwrap(read("exec/out/bin/app/intents/Widgets_Quick.intents.swift"))
        XCTAssertTrue(generated.contains("public class QuickActionIntent: INIntent"))
        XCTAssertTrue(generated.contains("struct QuickActionAppIntent: AppIntent"))
        XCTAssertFalse(generated.contains(path("")), "no absolute path in the output")

        // Another execution root (another output base, another machine) gets the same bytes.
        try write("other/app/Widgets/Quick.intents.yml", Self.quickAction)
        try write("other/app/Other.intents.yml", "intents:\n  Other: {}\n")
        let again = try Tool.run(
            ruleArguments(package: "app", output: "bazel-out/k8-opt/bin/app/intents", sources: sources),
            in: root.appendingPathComponent("other"))
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(read("other/bazel-out/k8-opt/bin/app/intents/Widgets_Quick.intents.swift"), generated)
    }

    func testInTheRootPackageOutputsAreNamedByTheRelativePath() throws {
        try write("exec/Widgets/Quick.intents.yml", Self.quickAction)
        let run = try Tool.run(
            ruleArguments(package: "", output: "out", sources: ["Widgets/Quick.intents.yml"]),
            in: root.appendingPathComponent("exec"))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(names("exec/out"), ["Widgets_Quick.intents.swift"])
    }

    /// A generated definitions file (the output of another rule) is named by its name alone, as
    /// `intentgen.bzl` declares it, in the root package too: the rule passes its output tree.
    func testAGeneratedSourceIsNamedAsTheRuleDeclaresItInEveryPackage() throws {
        let tree = "bazel-out/k8-fastbuild/bin"
        try write("exec/\(tree)/Gen.intents.yml", "intents:\n  Gen: {}\n")
        try write("exec/\(tree)/app/sub/Made.intents.yml", "intents:\n  Made: {}\n")
        try write("exec/Widgets/Quick.intents.yml", Self.quickAction)
        let rootRun = try Tool.run(
            ruleArguments(
                package: "", output: "\(tree)/intents",
                sources: ["\(tree)/Gen.intents.yml", "Widgets/Quick.intents.yml"])
                + ["--generated-root", tree],
            in: root.appendingPathComponent("exec"))
        XCTAssertEqual(rootRun.status, 0, rootRun.stderr)
        XCTAssertEqual(names("exec/\(tree)/intents"), ["Gen.intents.swift", "Widgets_Quick.intents.swift"])
        let packageRun = try Tool.run(
            ruleArguments(package: "app", output: "\(tree)/app/intents", sources: ["\(tree)/app/sub/Made.intents.yml"])
                + ["--generated-root", tree],
            in: root.appendingPathComponent("exec"))
        XCTAssertEqual(packageRun.status, 0, packageRun.stderr)
        XCTAssertEqual(names("exec/\(tree)/app/intents"), ["Made.intents.swift"])
        // The rule passes each output tree of its generated sources.
        let rule = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("bazel/intentgen.bzl"), encoding: .utf8)
        XCTAssertTrue(rule.contains("before_each = \"--generated-root\""))
        XCTAssertTrue(rule.contains("src.root.path"))
    }

    func testTheLayoutTakesDotAsTheFolderRelativePathsStartFrom() {
        let layout = PerFileLayout(sourcesRoot: ".")
        XCTAssertEqual(layout.relativePath("Widgets/Quick.intents.yml"), "Widgets/Quick.intents.yml")
        XCTAssertEqual(layout.relativePath("./Widgets/Quick.intents.yml"), "Widgets/Quick.intents.yml")
        XCTAssertEqual(
            layout.relativePath("../Quick.intents.yml"), "Quick.intents.yml", "outside the root: the name alone")
        XCTAssertEqual(layout.relativePath("/abs/Quick.intents.yml"), "Quick.intents.yml")
        XCTAssertEqual(PerFileLayout(sourcesRoot: "app").relativePath("app/W/Q.intents.yml"), "W/Q.intents.yml")
        XCTAssertEqual(
            PerFileLayout(sourcesRoot: "app").relativePath("bazel-out/bin/app/Q.intents.yml"), "Q.intents.yml")
    }

    /// One file gets one name however its path and the root are spelled (issue 29).
    func testAFileHasOneNameHoweverItsPathIsSpelled() {
        let spellings = [
            "Widgets/Quick.intents.yml", "./Widgets/Quick.intents.yml", "/work/app/Widgets/Quick.intents.yml",
            "Widgets/../Widgets/./Quick.intents.yml", "/work/app//Widgets/Quick.intents.yml",
        ]
        for root in [".", "./", "/work/app", "/work/app/", "../app", ""] {
            let layout = PerFileLayout(sourcesRoot: root, currentFolder: "/work/app")
            for path in spellings {
                XCTAssertEqual(layout.relativePath(path), "Widgets/Quick.intents.yml", "\(path) from \(root)")
            }
        }
        let generated = PerFileLayout(sourcesRoot: ".", generatedRoots: ["/work/app/bazel-out/bin"], currentFolder: "/work/app")
        XCTAssertEqual(generated.relativePath("bazel-out/bin/W/Q.intents.yml"), "Q.intents.yml")
        XCTAssertEqual(generated.relativePath("bazel-outside/W/Q.intents.yml"), "bazel-outside/W/Q.intents.yml")
        XCTAssertEqual(PerFileLayout(sourcesRoot: "/", currentFolder: "/x").relativePath("/a/B.intents.yml"), "a/B.intents.yml")
    }

    /// A run without a stamp that changes the outputs leaves an earlier stamp vouching for
    /// nothing (it still lists what was generated): after the inputs go back, the next run is a
    /// full one and removes what the unstamped run added.
    func testARunWithoutAStampLeavesNoStampThatVouchesForTheFolder() throws {
        try write("Q.intents.yml", Self.quickAction)
        let arguments = ["generate", path("Q.intents.yml"), "-o", path("Out")]
        let stamped = try Tool.run(arguments)
        XCTAssertEqual(stamped.status, 0, stamped.stderr)
        XCTAssertEqual(names("Out"), [".intentgen", "QuickActionIntent.swift", "Size.swift"])
        try write("Q.intents.yml", Self.quickAction + "  Color:\n    cases: [red]\n")
        let unstamped = try Tool.run(arguments + ["--no-build-stamp"])
        XCTAssertEqual(unstamped.status, 0, unstamped.stderr)
        XCTAssertEqual(names("Out"), [".intentgen", "Color.swift", "QuickActionIntent.swift", "Size.swift"])
        XCTAssertEqual(BuildStamp.read(in: path("Out"))?.fingerprint, BuildStamp.noFingerprint)

        try write("Q.intents.yml", Self.quickAction)
        let reverted = try Tool.run(arguments)
        XCTAssertEqual(reverted.status, 0, reverted.stderr)
        XCTAssertTrue(reverted.stdout.contains("removed \(path("Out"))/Color.swift"), reverted.stdout)
        XCTAssertEqual(names("Out"), [".intentgen", "QuickActionIntent.swift", "Size.swift"])
        XCTAssertEqual(try Tool.run(arguments + ["--check"]).status, 0)
    }

    func testQuietStillReportsProblemsAndCannotBeVerbose() throws {
        try write("Bad.intents.yml", "intents:\n  Go:\n    parameters:\n      p: Missing\n")
        let bad = try Tool.run(["generate", path("Bad.intents.yml"), "-o", path("Out"), "--quiet"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("Bad.intents.yml:4:10: error:"), bad.stderr)
        let both = try Tool.run(["generate", path("Bad.intents.yml"), "-o", path("Out"), "--quiet", "--verbose"])
        XCTAssertEqual(both.status, 2, "a usage error")
        XCTAssertTrue(both.stderr.contains("--quiet and --verbose cannot be used together"), both.stderr)
    }
}

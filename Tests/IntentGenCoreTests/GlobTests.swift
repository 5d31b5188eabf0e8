import XCTest

@testable import IntentGenCore

/// `Glob`: Bash 4 globstar semantics, as XcodeGen applies them to source `includes`/`excludes`,
/// plus "a path matches when the pattern matches it or one of its leading directories".
final class GlobTests: XCTestCase {
    /// Asserts that `pattern` matches every path in `yes` and none in `no`.
    private func check(
        _ pattern: String, matches yes: [String] = [], rejects no: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let glob = Glob(pattern)
        for path in yes {
            XCTAssertTrue(glob.matches(path), "`\(pattern)` should match `\(path)`", file: file, line: line)
        }
        for path in no {
            XCTAssertFalse(glob.matches(path), "`\(pattern)` should not match `\(path)`", file: file, line: line)
        }
    }

    // MARK: Literals

    func testLiteralPathsMatchExactly() {
        check("Info.plist", matches: ["Info.plist"], rejects: ["info.plist", "Info.plistx", "xInfo.plist", "a/Info.plist", ""])
        check("Model/Entry.swift", matches: ["Model/Entry.swift"], rejects: ["Model/Entry.swif", "Model", "Entry.swift", "x/Model/Entry.swift"])
        check("Generated Files/A B.swift", matches: ["Generated Files/A B.swift"], rejects: ["Generated Files/A  B.swift"])
    }

    func testDotsAreLiteral() {
        check("a.b", matches: ["a.b"], rejects: ["aXb", "a.bc", "ab"])
        check("..", matches: [".."], rejects: ["a", "."])
        check("Assets/en.lproj/Localizable.strings", matches: ["Assets/en.lproj/Localizable.strings"], rejects: ["Assets/enXlproj/Localizable.strings"])
        check(".swiftlint.yml", matches: [".swiftlint.yml"], rejects: ["swiftlint.yml", "x.swiftlint.yml"])
    }

    func testMatchingIsCaseSensitive() {
        check("*.Swift", matches: ["A.Swift"], rejects: ["A.swift", "A.SWIFT"])
    }

    // MARK: `*` and `?`

    func testStarMatchesWithinOneComponent() {
        check("*.swift", matches: ["a.swift", ".swift", "Very Long Name.swift", "a.b.swift"], rejects: ["a.swif", "a.swiftx", "dir/a.swift", "a.m"])
        check("*", matches: ["a", "a.swift", ".hidden", "dir/deep/file"], rejects: [""])
        check("Sources/*.swift", matches: ["Sources/a.swift"], rejects: ["Sources/x/a.swift", "Other/a.swift", "a.swift"])
        check("a*b*c", matches: ["abc", "aXbYc", "abbbc", "aXXbXXbXXc"], rejects: ["ab", "acb", "aXbYcZ"])
        check("*Tests", matches: ["AppTests", "Tests"], rejects: ["AppTest", "AppTests.swift"])
        check("Prefix*", matches: ["Prefix", "PrefixSuffix"], rejects: ["Prefi", "XPrefix"])
    }

    func testStarsInsideAComponentAreOrdinaryStars() {
        // `**` only means "any number of components" when it is a whole component.
        check("a**b", matches: ["ab", "aXb", "aXYb"], rejects: ["a/b", "aX/Yb"])
        check("***.swift", matches: ["a.swift"], rejects: ["x/a.swift"])
    }

    func testQuestionMarkMatchesOneCharacterButNotSlash() {
        check("?.swift", matches: ["a.swift", "..swift"], rejects: [".swift", "ab.swift"])
        check("a?c", matches: ["abc", "a.c"], rejects: ["ac", "abbc"])
        check("a?b", rejects: ["a/b"])
        check("Model/???.swift", matches: ["Model/Foo.swift"], rejects: ["Model/Fo.swift", "Model/Food.swift"])
    }

    // MARK: Character classes

    func testCharacterClasses() {
        check("[abc].swift", matches: ["a.swift", "b.swift", "c.swift"], rejects: ["d.swift", "ab.swift", ".swift"])
        check("file[0-9].txt", matches: ["file0.txt", "file5.txt", "file9.txt"], rejects: ["fileA.txt", "file10.txt", "file.txt"])
        check("[a-cx-z]", matches: ["a", "b", "c", "x", "z"], rejects: ["d", "w", "A"])
        check("[A-Z]*.swift", matches: ["View.swift"], rejects: ["view.swift"])
        check("[-a]", matches: ["-", "a"], rejects: ["b"])
        check("[a-]", matches: ["-", "a"], rejects: ["b"])
        check("[]a]", matches: ["]", "a"], rejects: ["b"])
        check("[.]swift", matches: [".swift"], rejects: ["aswift"])
    }

    func testNegatedCharacterClasses() {
        check("[!abc].swift", matches: ["d.swift", "Z.swift", "..swift"], rejects: ["a.swift", "b.swift", "c.swift"])
        check("[^abc].swift", matches: ["d.swift"], rejects: ["a.swift"])
        check("[!0-9]*", matches: ["abc", "a1"], rejects: ["1abc", "9"])
        check("[!]]", matches: ["a"], rejects: ["]"])
    }

    func testCharacterClassesNeverMatchSlash() {
        check("a[/]b", rejects: ["a/b"])
        check("a[!x]b", matches: ["a-b"], rejects: ["a/b"])
    }

    func testUnterminatedBracketIsLiteral() {
        check("[abc", matches: ["[abc"], rejects: ["a", "abc"])
        check("a[", matches: ["a["], rejects: ["a"])
    }

    func testBackslashEscapes() {
        check("\\*.swift", matches: ["*.swift"], rejects: ["a.swift"])
        check("a\\?", matches: ["a?"], rejects: ["ab"])
        check("\\[x]", matches: ["[x]"], rejects: ["x"])
    }

    // MARK: `**`

    func testGlobstarAtTheStart() {
        check("**/*.swift", matches: ["a.swift", "x/a.swift", "x/y/z/a.swift"], rejects: ["a.m", "x/a.m", "a.swift.orig"])
        check("**/excluded-file", matches: ["excluded-file", "a/excluded-file", "a/b/excluded-file"], rejects: ["excluded-file2", "a/excluded-file.swift"])
        check("**/Test/**", matches: ["Test", "Test/a.swift", "Modules/Room/Test/Unit/a.swift"], rejects: ["Tests/a.swift", "Modules/Testing/a.swift"])
        check("**/*Tests", matches: ["AppTests", "Sources/AppTests", "Sources/AppTests/Inner.swift"], rejects: ["Sources/App"])
        check("**/*.md", matches: ["README.md", "Docs/Guide.md", "a/b/c/Deep.md"], rejects: ["README.mdx", "md"])
    }

    func testGlobstarInTheMiddle() {
        check("a/**/b", matches: ["a/b", "a/x/b", "a/x/y/z/b", "a/b/c"], rejects: ["b", "a", "x/a/b", "a/xb", "ab"])
        check("Sources/**/*.swift", matches: ["Sources/a.swift", "Sources/x/a.swift", "Sources/x/y/a.swift"], rejects: ["a.swift", "Other/x/a.swift", "Sources/a.m"])
        check("a/**/**/b", matches: ["a/b", "a/x/b", "a/x/y/b"], rejects: ["a/x"])
        check("Models/*List/**", matches: ["Models/RoomList", "Models/RoomList/Cell.swift", "Models/List/a"], rejects: ["Models/Room/a", "Models/RoomLists/a"])
    }

    func testGlobstarAtTheEnd() {
        check("Sources/**", matches: ["Sources", "Sources/a.swift", "Sources/x/y/a.swift"], rejects: ["SourcesX", "Other/Sources", "a.swift"])
        check("Assets/ar.lproj/**", matches: ["Assets/ar.lproj/Localizable.strings", "Assets/ar.lproj"], rejects: ["Assets/fr.lproj/Localizable.strings", "Assets/ar.lprojx/a"])
        check("**", matches: ["a", "a/b", ".hidden/x"], rejects: [""])
    }

    // MARK: Directories

    func testPatternNamingADirectoryMatchesEverythingBelowIt() {
        check("Generated", matches: ["Generated", "Generated/a.swift", "Generated/x/y.swift"], rejects: ["Generated.swift", "GeneratedX/a.swift", "x/Generated/a.swift"])
        check("Logs", matches: ["Logs/today.log"], rejects: ["Log/today.log"])
        check("Templates/*.sh", matches: ["Templates/build.sh"], rejects: ["Templates/build.py", "build.sh"])
        check("Intent/*", matches: ["Intent/Provider.swift", "Intent/Deep/File.swift"], rejects: ["Intent", "IntentX/a"])
        check("Views/Authentication/**", matches: ["Views/Authentication/Login/View.swift"], rejects: ["Views/Other/View.swift"])
    }

    func testTrailingSlashNamesADirectory() {
        check("Generated/", matches: ["Generated", "Generated/a.swift", "Generated/x/y.swift"], rejects: ["GeneratedX", "x/Generated"])
        check("Controllers/**/", matches: ["Controllers/a/b.swift", "Controllers"], rejects: ["Views/a"])
    }

    func testWildcardsMatchDirectoryPrefixes() {
        check("*", matches: ["dir/file.swift"])
        check("*.xcodeproj", matches: ["Framework.xcodeproj", "Framework.xcodeproj/project.pbxproj"], rejects: ["Framework/a.xcodeproj.swift"])
        check("*.bundle", matches: ["My.bundle/Contents/Info.plist"], rejects: ["x/My.bundle/Info.plist"])
        check("?odels", matches: ["Models/a.swift"])
    }

    // MARK: Normalisation and degenerate input

    func testDotAndEmptyComponentsAreIgnored() {
        check("./Info.plist", matches: ["Info.plist"], rejects: ["a/Info.plist"])
        check("a//b", matches: ["a/b"])
        check("a/./b", matches: ["a/b", "a/b/c"])
        check("Info.plist", matches: ["./Info.plist", "Info.plist/"])
        check(".", matches: ["a", "a/b"], rejects: [""])
    }

    func testEmptyPatternMatchesNothing() {
        check("", rejects: ["", "a", "a/b"])
    }

    func testUnicodeAndSpaces() {
        check("Sources/MyApp iOS/*.swift", matches: ["Sources/MyApp iOS/App.swift"], rejects: ["Sources/MyApp/App.swift"])
        check("Ré?umé/*", matches: ["Résumé/a", "Réxumé/a"], rejects: ["Reumé/a"])
        check("⚠️*", matches: ["⚠️ SwiftLint"])
    }

    func testHashableAndEquatableFollowThePattern() {
        XCTAssertEqual(Glob("a/**"), Glob("a/**"))
        XCTAssertNotEqual(Glob("a/**"), Glob("a/*"))
        XCTAssertEqual(Set([Glob("x"), Glob("x"), Glob("y")]).count, 2)
    }

    // MARK: Performance

    /// Patterns that make naive backtracking exponential finish quickly.
    func testNoExponentialBlowUp() {
        let longComponent = String(repeating: "a", count: 2_000)
        let starry = Glob(String(repeating: "*a", count: 60) + "b")
        XCTAssertFalse(starry.matches(longComponent))

        let deep = (0..<400).map { "d\($0)" }.joined(separator: "/")
        let globstars = Glob(String(repeating: "**/", count: 40) + "x.swift")
        XCTAssertFalse(globstars.matches(deep + "/y.swift"))
        XCTAssertTrue(globstars.matches(deep + "/x.swift"))

        let mixed = Glob("**/d1*/**/*9*/**/d3?9/**")
        XCTAssertTrue(mixed.matches(deep))
        XCTAssertFalse(Glob("**/nomatch/**").matches(deep))
    }
}

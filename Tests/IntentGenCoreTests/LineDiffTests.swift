import XCTest

@testable import IntentGenCore

final class LineDiffTests: XCTestCase {
    func testAUnifiedDiffAsDiffPrintsIt() {
        // Changes 6 lines apart share a hunk, as `diff -u` prints them; 8 apart, they do not.
        XCTAssertEqual(
            LineDiff.unified(
                "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n", "a\nb\nc\nD\ne\nf\ng\nh\ni\nj\nk\n", oldName: "o", newName: "n"),
            "--- o\n+++ n\n@@ -1,10 +1,11 @@\n a\n b\n c\n-d\n+D\n e\n f\n g\n h\n i\n j\n+k\n")
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\n"
        let new = "a\nb\nc\nD\ne\nf\ng\nh\ni\nj\nk\nl\nm\n"
        XCTAssertEqual(
            LineDiff.unified(old, new, oldName: "old", newName: "new"),
            """
            --- old
            +++ new
            @@ -1,7 +1,7 @@
             a
             b
             c
            -d
            +D
             e
             f
             g
            @@ -10,3 +10,4 @@
             j
             k
             l
            +m

            """)
        XCTAssertEqual(LineDiff.unified(old, old, oldName: "a", newName: "b"), "")
        XCTAssertEqual(
            LineDiff.unified("", "x\n", oldName: "/dev/null", newName: "n"), "--- /dev/null\n+++ n\n@@ -0,0 +1 @@\n+x\n"
        )
        XCTAssertEqual(
            LineDiff.unified("x", "x\n", oldName: "o", newName: "n"),
            "--- o\n+++ n\n@@ -1 +1 @@\n-x\n\\ No newline at end of file\n+x\n")
    }

    /// On random texts the edit script turns the old lines into the new ones and is as short as
    /// the longest common subsequence allows.
    func testTheEditScriptIsCorrectAndShortest() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...12, using: &random)).map { _ in ["x", "y", "z"].randomElement()! }
            let b = (0..<Int.random(in: 0...12, using: &random)).map { _ in ["x", "y", "z"].randomElement()! }
            let script = LineDiff.edits(a, b)
            var old: [String] = []
            var new: [String] = []
            var kept = 0
            for edit in script {
                switch edit {
                case .keep(let i, let j):
                    XCTAssertEqual(a[i], b[j])
                    old.append(a[i])
                    new.append(b[j])
                    kept += 1
                case .remove(let i): old.append(a[i])
                case .insert(let j): new.append(b[j])
                }
            }
            XCTAssertEqual(old, a, "\(a) → \(b)")
            XCTAssertEqual(new, b, "\(a) → \(b)")
            XCTAssertEqual(kept, Self.longestCommonSubsequence(a, b), "\(a) → \(b)")
        }
    }

    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

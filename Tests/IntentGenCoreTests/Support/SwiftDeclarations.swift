import Foundation

/// The top-level declarations of a generated Swift file, for comparing intentgen's output with
/// Xcode's declaration by declaration (``XcodePairsTests``).
///
/// A file is what Xcode's intent compiler writes: a banner comment, `#if canImport(Intents)`,
/// `import Intents`, declarations, `#endif`. Each declaration is its leading comments and
/// attributes plus its body up to the brace that closes it; blank lines around it are not part
/// of it, blank lines inside it are.
struct SwiftDeclaration: Equatable {
    /// The declared name: `OrderSoupIntent`, `OrderSoupIntentHandling`.
    var name: String
    var text: String
}

enum SwiftDeclarations {
    static let keywords: Set<String> = ["class", "protocol", "enum", "struct", "extension"]

    /// The file without its banner (everything before `#if canImport(Intents)`), so that files
    /// from different generators compare by what they declare.
    static func body(of text: String) -> String {
        guard let range = text.range(of: "#if canImport(Intents)") else { return text }
        return String(text[range.lowerBound...])
    }

    static func split(_ text: String) -> [SwiftDeclaration] {
        var result: [SwiftDeclaration] = []
        var pending: [Substring] = []
        var current: [Substring] = []
        var name: String?
        var depth = 0
        var opened = false
        var inComment = false
        for line in body(of: text).split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // Comments (Xcode's `/*! … */` documentation, `//` lines) declare nothing and hold no braces.
            let isComment = inComment || trimmed.hasPrefix("//") || trimmed.hasPrefix("/*")
            if trimmed.hasPrefix("/*") { inComment = true }
            if inComment, trimmed.hasSuffix("*/") { inComment = false }
            if isComment {
                if name == nil { pending.append(line) } else { current.append(line) }
                continue
            }
            if name == nil {
                if trimmed.hasPrefix("#if") || trimmed.hasPrefix("#endif") || trimmed.hasPrefix("import ") {
                    pending = []
                    continue
                }
                if let declared = declaredName(trimmed) {
                    name = declared
                    current = pending.drop { $0.trimmingCharacters(in: .whitespaces).isEmpty } + [line]
                    pending = []
                } else {
                    pending.append(line)
                    continue
                }
            } else {
                current.append(line)
            }
            for character in line where character == "{" || character == "}" {
                depth += character == "{" ? 1 : -1
                opened = true
            }
            if opened, depth == 0, let declared = name {
                result.append(SwiftDeclaration(name: declared, text: current.joined(separator: "\n")))
                name = nil
                opened = false
                current = []
            }
        }
        return result
    }

    /// The name a line declares at the top level, or nil: `public class Foo: INIntent {` → `Foo`.
    static func declaredName(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
        for (index, word) in words.enumerated() where keywords.contains(String(word)) {
            guard index + 1 < words.count else { return nil }
            // `@objc(Foo)` or `@available(…)` before a keyword is an attribute on the same line.
            return String(words[index + 1])
        }
        return nil
    }
}

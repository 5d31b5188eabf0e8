/// A String Catalog (`.xcstrings`, Xcode 15 and later): one strings table, every key with its
/// translations, written as Xcode writes it.
///
/// Each string is keyed by its development-language text, as the `LocalizedStringResource`
/// literal of the code is, and holds one `stringUnit` per language that has a translation
/// (`"state" : "translated"`). The development language's own value is the key itself, so it is
/// left out, as Xcode leaves it out for a string extracted from code. No `extractionState` is
/// written: that is Xcode's state for a key the code uses (`manual` keys are those no code uses;
/// Xcode adds `extracted_with_value` only to a key it has just found, and drops it once the key
/// is translated), so Xcode finds the catalogue in step with the code and leaves it as it is.
struct StringCatalog: Sendable, Hashable {
    /// One key of the catalogue: its translations by language code.
    struct Entry: Sendable, Hashable {
        var localizations: [String: String] = [:]
        /// String sets by language code (`stringSet` with `values`): the App Shortcut phrases of
        /// each language, the development language's included, keyed by the first phrase.
        var stringSets: [String: [String]] = [:]
        /// `comment`: what the string is, for its translators (Xcode shows it beside the string
        /// and exports it as the XLIFF `note`).
        var comment: String?
    }

    /// The language of the keys (`sourceLanguage`).
    var sourceLanguage: String
    var entries: [String: Entry] = [:]
    /// `version`: the format version Xcode 15 to 26 write for a catalogue without the newer
    /// features (Xcode 26 writes `1.1` only for catalogues that use them).
    var version = "1.0"

    init(sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
    }

    /// The catalogue as Xcode writes it: ``XcodeJSON`` layout, keys in ``XcodeJSON/precedes(_:_:)``
    /// order, a string without translations as an empty object.
    func text() -> String {
        var json = XcodeJSON()
        let keys = Array(entries.keys)
        Self.write(
            Table(sourceLanguage: sourceLanguage, version: version, keys: keys) { entries[keys[$0]] ?? Entry() },
            into: &json, comment: { _ in nil }, afterEntry: { _ in })
        return json.text
    }

    /// A catalogue's keys and the entry of each (`entry(i)` is the entry of `keys[i]`), as
    /// ``write(_:to:comment:)`` takes them: a large catalogue need not be a dictionary.
    struct Table {
        var sourceLanguage: String
        var version = "1.0"
        var keys: [String]
        var entry: (Int) -> Entry
    }

    /// `table` as Xcode writes it (as ``text()`` does), given to `sink` in pieces of about
    /// ``streamPiece`` bytes, each ending after a key's entry, so that a large catalogue is never
    /// held whole; `comment` is the comment of the key at each place, or nil for its entry's own.
    static func write(_ table: Table, to sink: (ArraySlice<UInt8>) -> Void, comment: (Int) -> String?) {
        var json = XcodeJSON()
        write(
            table, into: &json, comment: comment,
            afterEntry: { json in
                if json.text.utf8.count >= Self.streamPiece { sink(Array(json.takeText().utf8)[...]) }
            })
        sink(Array(json.takeText().utf8)[...])
    }

    /// About how many bytes ``write(_:to:comment:)`` gives at a time.
    static let streamPiece = 1 << 16

    private static func write(
        _ table: Table, into json: inout XcodeJSON, comment: (Int) -> String?,
        afterEntry: (inout XcodeJSON) -> Void
    ) {
        json.open()
        json.member("sourceLanguage", string: table.sourceLanguage)
        json.openMember("strings")
        for index in XcodeJSON.sortedIndices(table.keys) {
            let key = table.keys[index]
            let entry = table.entry(index)
            json.openMember(key)
            if let comment = comment(index) ?? entry.comment { json.member("comment", string: comment) }
            let languages = Set(entry.localizations.keys).union(entry.stringSets.keys)
            if !languages.isEmpty {
                json.openMember("localizations")
                for language in XcodeJSON.sorted(languages) {
                    json.openMember(language)
                    if let values = entry.stringSets[language] {
                        json.openMember("stringSet")
                        json.member("state", string: "translated")
                        json.member("values", strings: values)
                    } else {
                        json.openMember("stringUnit")
                        json.member("state", string: "translated")
                        json.member("value", string: entry.localizations[language] ?? "")
                    }
                    json.close()
                    json.close()
                }
                json.close()
            }
            json.close()
            afterEntry(&json)
        }
        json.close()
        json.member("version", string: table.version)
        json.close()
    }
}

/// JSON in the layout of Xcode's own files (String Catalogs, asset catalogues): two spaces per
/// level, `"key" : value`, a comma at the end of every member but the last, an empty object as
/// `{`, an empty line and `}`, and no line break after the last brace.
struct XcodeJSON {
    private(set) var text = ""
    /// For each open object, whether it has a member yet.
    private var hasMembers: [Bool] = []

    /// The text written since the last time it was taken, which the next member continues.
    mutating func takeText() -> String {
        defer { text = "" }
        return text
    }

    private var indent: String { String(repeating: "  ", count: hasMembers.count) }

    /// Starts the next member of the innermost object.
    private mutating func startMember() {
        if hasMembers.last == true { text += "," }
        if !hasMembers.isEmpty {
            hasMembers[hasMembers.count - 1] = true
            text += "\n"
        }
        text += indent
    }

    /// Opens the top-level object.
    mutating func open() {
        text += "{"
        hasMembers.append(false)
    }

    /// Opens an object as the member `key`.
    mutating func openMember(_ key: String) {
        startMember()
        text += Self.quoted(key) + " : {"
        hasMembers.append(false)
    }

    /// A member whose value is a string.
    mutating func member(_ key: String, string value: String) {
        startMember()
        text += Self.quoted(key) + " : " + Self.quoted(value)
    }

    /// A member whose value is an array of strings, one a line.
    mutating func member(_ key: String, strings values: [String]) {
        startMember()
        text += Self.quoted(key) + " : ["
        let inner = indent + "  "
        text += values.map { "\n" + inner + Self.quoted($0) }.joined(separator: ",")
        text += values.isEmpty ? "\n\n" + indent + "]" : "\n" + indent + "]"
    }

    /// Closes the innermost object.
    mutating func close() {
        let hadMembers = hasMembers.removeLast()
        text += hadMembers ? "\n" + indent + "}" : "\n\n" + indent + "}"
    }

    /// `text` as a JSON string: `\\`, `\"`, `\n`, `\t`, `\r`, and `\uXXXX` for the other control and
    /// invisible formatting characters (``SafeText/isUnsafe(_:)``) and for those XML cannot carry,
    /// so no generated file holds them raw; every other character as it is.
    static func quoted(_ text: String) -> String {
        "\""
            + SafeText.backslashEscaped(text) { scalar in
                SafeText.isUnsafe(scalar) || !PlistXML.isXMLCharacter(scalar)
                    ? "\\u" + SafeText.hex(scalar.value, width: 4).lowercased() : nil
            } + "\""
    }

    /// The order Xcode keeps keys in: Unicode collation (punctuation and symbols before digits,
    /// digits before letters, currency signs after the other symbols, letters without regard to
    /// case), then lower case before upper case, then the scalars' order, so the order is total.
    /// This is the collation's order for the characters of titles and language codes; keys of
    /// other scripts keep the order of their scalars.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        precedes(SortKey(lhs), SortKey(rhs))
    }

    /// `keys` in ``precedes(_:_:)``'s order. An ASCII key's primary weights are read from a
    /// table as two keys are compared; another key's are found once, before sorting (the later
    /// levels only for keys whose primary weights tie, which are few). A large catalogue's keys
    /// are nearly all ASCII, and a list of weights for each would take more memory than the keys.
    static func sorted(_ keys: some Sequence<String>) -> [String] {
        keys.map { SortKey($0) }.sorted(by: precedes).map(\.text)
    }

    /// The places of `keys` in ``sorted(_:)``'s order.
    static func sortedIndices(_ keys: [String]) -> [Int] {
        zip(keys.indices, keys.map { SortKey($0) }).sorted { precedes($0.1, $1.1) }.map(\.0)
    }

    /// A key to sort, with its primary weights when it is not all ASCII.
    private struct SortKey {
        let text: String
        let weights: [UInt32]?

        init(_ text: String) {
            self.text = text
            weights = text.utf8.allSatisfy { $0 < 0x80 } ? nil : primaryWeights(text)
        }
    }

    /// The primary weights of the ASCII scalars, as ``primaryWeights(_:)`` makes them.
    private static let asciiPrimaryWeights: [UInt32] = (0..<128).map {
        primaryWeights(String(UnicodeScalar(UInt8($0))))[0]
    }

    /// ``precedes(_:_:)`` of two keys to sort.
    private static func precedes(_ left: SortKey, _ right: SortKey) -> Bool {
        let order: Bool?
        switch (left.weights, right.weights) {
        case (nil, nil):
            order = primaryOrder(
                left.text.utf8.lazy.map { asciiPrimaryWeights[Int($0)] },
                right.text.utf8.lazy.map { asciiPrimaryWeights[Int($0)] })
        case (let weights?, nil):
            order = primaryOrder(weights, right.text.utf8.lazy.map { asciiPrimaryWeights[Int($0)] })
        case (nil, let weights?):
            order = primaryOrder(left.text.utf8.lazy.map { asciiPrimaryWeights[Int($0)] }, weights)
        case (let leftWeights?, let rightWeights?):
            order = primaryOrder(leftWeights, rightWeights)
        }
        return order ?? laterLevelsPrecede(left.text, right.text)
    }

    /// Whether `left`'s primary weights come before `right`'s (a text that is the other's
    /// beginning first); nil when they are equal.
    private static func primaryOrder<Left: Sequence<UInt32>, Right: Sequence<UInt32>>(
        _ left: Left, _ right: Right
    ) -> Bool? {
        var (a, b) = (left.makeIterator(), right.makeIterator())
        while true {
            switch (a.next(), b.next()) {
            case (let x?, let y?): if x != y { return x < y }
            case (nil, _?): return true
            case (_?, nil): return false
            case (nil, nil): return nil
            }
        }
    }

    /// The weights of a text's scalars at the primary level (``weight(_:level:)``), each in 32
    /// bits: the group in the bits above the 21 of a scalar, which keeps their order.
    static func primaryWeights(_ text: String) -> [UInt32] {
        text.unicodeScalars.map { scalar in
            let weight = weight(scalar, level: 0)
            return UInt32(weight >> 32) << 21 | UInt32(truncatingIfNeeded: weight)
        }
    }

    /// For two texts whose primary weights are equal: whether `left` comes first at the later
    /// levels (level by level, the first differing weight decides; the lengths are then equal).
    static func laterLevelsPrecede(_ left: String, _ right: String) -> Bool {
        for level in 1..<3 {
            let (a, b) = (
                left.unicodeScalars.lazy.map { weight($0, level: level) },
                right.unicodeScalars.lazy.map { weight($0, level: level) }
            )
            if !a.elementsEqual(b) { return a.lexicographicallyPrecedes(b) }
        }
        return false
    }

    /// The weight of one scalar at a collation level (``scalarWeight(_:level:)``), an ASCII
    /// one's from a table: most keys are ASCII, and their scalars' properties are looked up once.
    private static func weight(_ scalar: Unicode.Scalar, level: Int) -> UInt64 {
        scalar.isASCII ? asciiWeights[level][Int(scalar.value)] : scalarWeight(scalar, level: level)
    }

    /// The weights of the ASCII scalars at each level.
    private static let asciiWeights: [[UInt64]] = (0..<3).map { level in
        (0..<128).map { scalarWeight(Unicode.Scalar(UInt8($0)), level: level) }
    }

    /// The weight of one scalar at a collation level: 0, primary (group, then the letter without
    /// case); 1, case (lower first); 2, the scalar.
    private static func scalarWeight(_ scalar: Unicode.Scalar, level: Int) -> UInt64 {
        let value = UInt64(scalar.value)
        let properties = scalar.properties
        switch level {
        case 0:
            let folded = UInt64(properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar.value)
            let group: UInt64
            if properties.isWhitespace {
                group = 0
            } else if properties.generalCategory == .currencySymbol {
                group = 2
            } else if properties.numericType != nil {
                group = 3
            } else if properties.isAlphabetic {
                group = 4
            } else {
                group = 1
            }
            return group << 32 | folded
        case 1: return properties.isUppercase ? 1 : 0
        default: return value
        }
    }
}

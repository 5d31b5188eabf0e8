/// A run's diagnostics as a SARIF 2.1.0 log (the OASIS Static Analysis Results Interchange
/// Format), the file code-scanning services such as GitHub's ingest: one run of the tool
/// `intentgen`, one result per diagnostic, its rule the diagnostic's code, its notes as related
/// locations.
struct SARIFLog {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    let diagnostics: [Diagnostic]
    /// Messages about the run itself, such as "too many errors".
    let notifications: [String]

    var text: String { document.formatted() }

    var document: JSONText {
        let codes = Array(Set(diagnostics.map(\.code.rawValue))).sorted()
        let index = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        var run: [(key: String, value: JSONText)] = [
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("intentgen")), ("version", .string(IntentGenVersion.current)),
                            ("rules", .array(codes.map { .object([("id", .string($0))]) })),
                        ])
                    )
                ])
            ),
            ("results", .array(diagnostics.map { result($0, ruleIndex: index[$0.code.rawValue] ?? 0) })),
            // Columns count characters (Unicode scalars), as libyaml counts them; SARIF's default
            // is UTF-16 code units, which would shift a column by one after each emoji.
            ("columnKind", .string("unicodeCodePoints")),
        ]
        if !notifications.isEmpty {
            let messages = notifications.map { JSONText.object([("level", .string("note")), message($0)]) }
            run.append(
                (
                    "invocations",
                    .array([
                        .object([
                            ("executionSuccessful", .bool(true)), ("toolExecutionNotifications", .array(messages)),
                        ])
                    ])
                ))
        }
        return .object([
            ("$schema", .string(Self.schema)), ("version", .string("2.1.0")), ("runs", .array([.object(run)])),
        ])
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int) -> JSONText {
        var text = diagnostic.message
        if let hint = diagnostic.hint { text += "\n" + hint }
        var members: [(key: String, value: JSONText)] = [
            ("ruleId", .string(diagnostic.code.rawValue)), ("ruleIndex", .number(String(ruleIndex))),
            ("level", .string(diagnostic.severity.rawValue)), message(text),
        ]
        if let location = diagnostic.location {
            members.append(("locations", .array([.object([physical(location)])])))
        }
        let related = diagnostic.notes.enumerated().map { offset, note -> JSONText in
            var entry: [(key: String, value: JSONText)] = [("id", .number(String(offset))), message(note.message)]
            if let location = note.location ?? diagnostic.location { entry.append(physical(location)) }
            return .object(entry)
        }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        return .object(members)
    }

    private func message(_ text: String) -> (key: String, value: JSONText) {
        ("message", .object([("text", .string(text))]))
    }

    private func physical(_ location: SourceLocation) -> (key: String, value: JSONText) {
        (
            "physicalLocation",
            .object([
                ("artifactLocation", .object([("uri", .string(Self.uriReference(location.file)))])),
                (
                    "region",
                    .object([
                        ("startLine", .number(String(location.line))),
                        ("startColumn", .number(String(location.column))),
                    ])
                ),
            ])
        )
    }

    /// A path as a relative (or absolute) URI reference: every byte but unreserved characters and
    /// `/` percent-encoded, so spaces and `#` in a file name survive.
    static func uriReference(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + SafeText.hex(UInt32(byte), width: 2)
            }
        }
        return result
    }
}

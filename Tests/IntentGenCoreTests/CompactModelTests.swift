import XCTest

@_spi(SwiftImport) @testable import IntentGenCore

/// The compact forms the model and plan keep of what they hold (issue 30's memory at scale):
/// each reads back exactly what was written, as the wider forms they replaced did.
final class CompactModelTests: XCTestCase {
    private let here = SourceLocation(file: "A.intents.yml", line: 3, column: 7)

    /// Metadata keeps only the keys set, each read back in its own type; a value of the wrong
    /// form, or a word the key does not have, unsets the key.
    func testMetadataKeepsEachKeySetInItsOwnType() {
        var metadata = TypeMetadata()
        XCTAssertTrue(metadata.isEmpty)
        metadata.minimum = Located(-2, at: here)
        metadata.control = Located(.slider, at: here)
        metadata.capitalization = .words
        metadata.placeholder = LocalizedText("Name", translations: ["ja": "名前"])
        metadata.utis = Located(["public.image"], at: here)
        metadata.currencyCodes = ["JPY"]
        XCTAssertFalse(metadata.isEmpty)
        XCTAssertEqual(metadata.minimum, Located(-2, at: here))
        XCTAssertNil(metadata.maximum)
        XCTAssertEqual(metadata.control, Located(.slider, at: here))
        XCTAssertEqual(metadata.capitalization, .words)
        XCTAssertEqual(metadata.placeholder, LocalizedText("Name", translations: ["ja": "名前"]))
        XCTAssertEqual(metadata.utis, Located(["public.image"], at: here))
        XCTAssertEqual(metadata.currencyCodes, ["JPY"])

        // Setting a key again replaces its value; nil unsets it.
        metadata.capitalization = .sentences
        XCTAssertEqual(metadata.capitalization, .sentences)
        metadata.minimum = nil
        XCTAssertNil(metadata.minimum)
        XCTAssertNil(metadata[.minimum])

        // The keyed form: the same values, with a word's place kept only for `control` and a
        // list's only for `utis`.
        guard case .word("slider", let controlPlace)? = metadata[.control] else {
            return XCTFail("control: \(String(describing: metadata[.control]))")
        }
        XCTAssertEqual(controlPlace, here)
        metadata[.keyboard] = .word("numberPad", at: here)
        guard case .word("numberPad", nil)? = metadata[.keyboard] else {
            return XCTFail("keyboard: \(String(describing: metadata[.keyboard]))")
        }
        metadata[.currencyCodes] = .strings(["USD"], at: here)
        guard case .strings(["USD"], nil)? = metadata[.currencyCodes] else {
            return XCTFail("currency codes: \(String(describing: metadata[.currencyCodes]))")
        }

        // A word the key does not have, or a value of another form, unsets the key.
        metadata[.keyboard] = .word("slider", at: here)
        XCTAssertNil(metadata.keyboard)
        metadata[.placeholder] = .flag(true)
        XCTAssertNil(metadata.placeholder)
        XCTAssertNotNil(metadata.control)

        // A control or a list of UTIs set without a place keeps the start of no file, as before.
        metadata[.control] = .word("field", at: nil)
        XCTAssertEqual(metadata.control, Located(.field, at: .startOf("")))
    }

    /// Only the keys set are kept, so a copy with one more key leaves the first as it was.
    func testMetadataCopiesAreIndependent() {
        var first = TypeMetadata()
        first.maximum = Located(10, at: here)
        var second = first
        second.multiline = true
        XCTAssertNil(first.multiline)
        XCTAssertEqual(second.maximum, Located(10, at: here))
        XCTAssertEqual(second.multiline, true)
    }

    /// A parameter's and an intent's rarely written fields live in boxes that every copy shares
    /// until one is written: writing one copy's never changes another's.
    func testRareFieldsAreCopiedOnWrite() {
        let name = Located("kind", at: here)
        var parameter = ParameterDefinition(
            name: name, displayName: LocalizedText("Kind"), type: Located(.builtin(.string), at: here))
        let original = parameter
        parameter.prompts = [(.primary, LocalizedText("Which?"))]
        parameter.visibleWhen = Relationship(parent: Located("other", at: here), condition: .hasAnyValue)
        XCTAssertTrue(original.prompts.isEmpty)
        XCTAssertNil(original.visibleWhen)
        XCTAssertEqual(parameter.prompts.map(\.text.text), ["Which?"])
        XCTAssertEqual(parameter.visibleWhen?.parent.value, "other")

        var intent = IntentDefinition(name: Located("Order", at: here), title: LocalizedText("Order"))
        let plain = intent
        intent.className = Located("OrderCoffeeIntent", at: here)
        intent.appIntents.name = Located("OrderCoffee", at: here)
        XCTAssertNil(plain.className)
        XCTAssertNil(plain.appIntents.name)
        XCTAssertEqual(intent.swiftClassName, "OrderCoffeeIntent")
        XCTAssertEqual(plain.swiftClassName, "OrderIntent")
        XCTAssertEqual(intent.appIntents.name?.value, "OrderCoffee")
    }

    /// The path check finds a path's earlier owner by its key's hash, and compares the keys
    /// themselves: two keys that only share a hash are two files.
    func testPathOwnersTellAClashFromASharedHash() {
        let keys = ["gen/a.swift", "gen/b.swift", "gen/c.swift"]
        var owners = PathOwners()
        let place = { (index: Int) in PathOwners.Place(batch: 0, file: index) }
        let key = { (place: PathOwners.Place) in keys[place.file] }
        // Every key is given one hash.
        XCTAssertNil(owners.claim(keys[0], hash: 7, by: place(0), key: key))
        XCTAssertNil(owners.claim(keys[1], hash: 7, by: place(1), key: key))
        XCTAssertNil(owners.claim(keys[2], hash: 7, by: place(2), key: key))
        XCTAssertEqual(owners.claim("gen/b.swift", hash: 7, by: place(3), key: key), place(1))
        XCTAssertEqual(owners.claim("gen/c.swift", hash: 7, by: place(4), key: key), place(2))
        XCTAssertEqual(owners.claim("gen/a.swift", hash: 7, by: place(5), key: key), place(0))
        // With their own hashes.
        var plain = PathOwners()
        XCTAssertNil(plain.claim(keys[0], by: place(0), key: key))
        XCTAssertNil(plain.claim(keys[1], by: place(1), key: key))
        XCTAssertEqual(plain.claim("gen/a.swift", by: place(2), key: key), place(0))
    }

    /// Taking a claim back frees its key for the next claim, and leaves other keys of the same
    /// hash with their owners, whether the claim taken back was the hash's first or a later one.
    func testHashOwnersTakeAClaimBack() {
        let keys = ["A", "B", "C", "A"]
        var owners = HashOwners<Int>()
        let claim = { (owners: inout HashOwners<Int>, index: Int) in
            owners.claim(hash: 3, by: index) { keys[$0] == keys[index] }
        }
        XCTAssertNil(claim(&owners, 0))
        XCTAssertNil(claim(&owners, 1))
        XCTAssertNil(claim(&owners, 2))
        XCTAssertEqual(claim(&owners, 3), 0)
        // The first of the hash goes: a later key of the hash keeps its owner, "A" is free.
        owners.remove(hash: 3, owner: 0)
        XCTAssertEqual(owners.claim(hash: 3, by: 9) { keys[$0] == "B" }, 1)
        XCTAssertNil(claim(&owners, 3))
        XCTAssertEqual(owners.claim(hash: 3, by: 9) { keys[$0] == "A" }, 3)
        // A later one goes; taking back an owner that holds nothing changes nothing.
        owners.remove(hash: 3, owner: 2)
        owners.remove(hash: 3, owner: 7)
        XCTAssertNil(owners.claim(hash: 3, by: 2) { keys[$0] == "C" })
        XCTAssertEqual(owners.claim(hash: 3, by: 9) { keys[$0] == "B" }, 1)
    }

    /// A report's paths are the outputs' full paths, made when read, beside paths given whole,
    /// in the order they were added; another emit's outputs join as their paths.
    func testReportedPathsReadAsTheirPaths() {
        let files = ["A.swift", "B.swift"].map {
            PendingFile(destination: .generated, path: $0, ownership: .generated) { OutputText(body: "") }
        }
        let outputs = EmitOutputs(files, folders: [.generated: "Out"])
        var paths = ReportedPaths()
        paths.append(output: 1, of: outputs)
        paths.append("Elsewhere/C.swift")
        paths.append(output: 0, of: outputs)
        XCTAssertEqual(Array(paths), ["Out/B.swift", "Elsewhere/C.swift", "Out/A.swift"])
        let other = EmitOutputs(files, folders: [.generated: "Other"])
        var more = ReportedPaths()
        more.append(output: 0, of: other)
        paths += more
        paths += ["D.swift"]
        XCTAssertEqual(paths, ["Out/B.swift", "Elsewhere/C.swift", "Out/A.swift", "Other/A.swift", "D.swift"])
        XCTAssertNotEqual(paths, ["Out/B.swift"])
    }

    /// A declaration's origin says what it is in the words messages and the build stamp use
    /// (the stamp keeps a user file's origin, and a later run reads its first word).
    func testOriginsSayWhatTheyAre() {
        let name = Located("Order", at: here)
        XCTAssertEqual(OutputOrigin.intent(name).description, "intent `Order`")
        XCTAssertEqual(OutputOrigin.enum(name).description, "enum `Order`")
        XCTAssertEqual(OutputOrigin.type(name).description, "type `Order`")
        XCTAssertEqual(OutputOrigin.widget(name).description, "widget `Order`")
        XCTAssertEqual(OutputOrigin.control(name).description, "control `Order`")
        XCTAssertEqual(
            OutputOrigin.parameter(Located("size", at: here), of: "Order").description,
            "parameter `size` of intent `Order`")
        XCTAssertEqual(OutputOrigin("the handler skeleton `X`", at: nil).description, "the handler skeleton `X`")
        XCTAssertEqual(OutputOrigin.parameter(name, of: "Go").location, here)
    }
}

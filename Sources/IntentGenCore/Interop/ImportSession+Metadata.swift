// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

extension ImportSession {
    // MARK: Metadata

    /// The metadata dictionary `<prefix>Metadata` of a parameter or a property, read with
    /// ``metadata(_:prefix:type:isArray:parameter:ids:_:)``; nil when the file has none.
    mutating func readMetadata(
        _ reader: inout PlistDictReader, prefix: String, type: ValueType, isArray: Bool, parameter: String?,
        ids: String, _ comments: inout [String]
    ) -> (metadata: TypeMetadata, keys: [Located<String>], defaultValue: DefaultValue?)? {
        let key = prefix + "Metadata"
        guard let values = dictionary(reader.take(key), reader.path(key), &comments) else { return nil }
        var metadataReader = PlistDictReader(values, path: reader.path(key))
        let read = metadata(
            &metadataReader, prefix: key, type: type, isArray: isArray, parameter: parameter, ids: ids, &comments)
        finish(metadataReader, &comments)
        return read
    }

    /// Type metadata keys under `prefix`, with the language's keys they were written as; for a
    /// parameter also its default value. `ids` is the base of the ids export derives for the
    /// texts (`Intent.parameter`).
    ///
    /// Every key is read as the type catalogue writes it (``MetadataKey/plist``), checked against
    /// the type and set, in the catalogue's order, with the rules that connect several keys
    /// (`MetadataReading`).
    mutating func metadata(
        _ reader: inout PlistDictReader, prefix: String, type: ValueType, isArray: Bool, parameter: String?,
        ids: String, _ comments: inout [String]
    ) -> (metadata: TypeMetadata, keys: [Located<String>], defaultValue: DefaultValue?) {
        var reading = MetadataReading(reader: reader, comments: comments, prefix: prefix, type: type, ids: ids)
        reading.readKeys(&self)
        (reader, comments) = (reading.reader, reading.comments)
        let metadata = reading.metadata
        var defaultValue: DefaultValue?
        if let parameter, let value = reader.take(prefix + "DefaultValue") {
            if let read = self.defaultValue(
                value, type: type, isArray: isArray, minimum: reading.values[.minimum]??.number?.value,
                maximum: reading.values[.maximum]??.number?.value, allowsNegative: metadata.allowsNegative,
                path: reader.path(prefix + "DefaultValue"), parameter: parameter, &comments)
            {
                defaultValue = .value(
                    StaticDefault(read, written: Self.written(read), at: location(reader.path(prefix + "DefaultValue")))
                )
            }
        }
        if parameter != nil {
            keepID(reader, prefix + "DefaultValue", as: ids + ".defaultValue", taken: defaultValue != nil)
        }
        keepID(
            reader, prefix + MetadataKey.dateTemplate.plist.key,
            as: "\(ids).\(MetadataKey.dateTemplate.rawValue)", taken: metadata.dateTemplate != nil)
        // Xcode's ids of text keys left empty (those with text were kept as they were read).
        for key in MetadataKey.allCases {
            if case .text = key.plist.encoding {
                keepID(reader, prefix + key.plist.key, as: "\(ids).\(key.rawValue)", taken: false)
            }
        }
        // The keys as the printer writes them, at the metadata's place.
        let keys = DefinitionPrinter.metadataValues(metadata, type: type, localized: { _ in .scalar("") }).map {
            Located($0.key, at: location(reader.path))
        }
        return (metadata, keys, defaultValue)
    }

    /// One metadata key's value as the type catalogue says Xcode writes it, or nil when it is
    /// absent or cannot be read (with a warning).
    mutating func read(
        _ key: MetadataKey, prefix: String, type: ValueType, ids: String, _ reader: inout PlistDictReader,
        _ comments: inout [String]
    ) -> MetadataValue? {
        let plist = key.plist
        let plistKey = prefix + plist.key
        func place() -> SourceLocation { location(reader.path(plistKey)) }
        switch plist.encoding {
        case .number:
            guard let value = reader.take(plistKey) else { return nil }
            guard let number = value.real, number.isFinite else {
                warn(
                    reader.path(plistKey), .lostMetadata,
                    "`\(plistKey)` is \(value.described), not a number; not imported", &comments)
                return nil
            }
            if type == .integer, number.rounded() != number || abs(number) > FileValidation.largestExactInteger {
                warn(
                    reader.path(plistKey), .lostMetadata,
                    "`\(plistKey)` \(value.described) of an integer value is not a whole number; not imported",
                    &comments)
                return nil
            }
            return .number(Located(number, at: place()))
        case .yesOrNo:
            guard let value = reader.take(plistKey) else { return nil }
            switch value {
            case .string("YES"), .bool(true): return .flag(true)
            case .string("NO"), .bool(false): return .flag(false)
            default:
                warn(
                    reader.path(plistKey), .lostMetadata, "`\(plistKey)` is \(value.described); not imported", &comments
                )
                return nil
            }
        case .flag(let inverted):
            // Xcode writes the flag only when it is set; `<false/>` and absence are the default.
            return flag(&reader, plistKey, &comments) ? .flag(!inverted) : nil
        case .word:
            guard let raw = string(&reader, plistKey, &comments) else { return nil }
            let word = plist.word(spelledAs: raw)
            guard case .word(_, let words) = key.form, words.contains(word) else {
                warn(
                    reader.path(plistKey), .lostMetadata,
                    "`\(plistKey)` is `\(raw)`, which the definitions language does not have; not imported", &comments)
                return nil
            }
            return .word(word, at: place())
        case .text:
            guard let text = text(&reader, plistKey, &comments) else { return nil }
            keepID(reader, plistKey, as: "\(ids).\(key.rawValue)")
            return .text(text)
        case .string:
            return string(&reader, plistKey, &comments).map(MetadataValue.string)
        case .strings(let entryKey):
            guard let items = array(reader.take(plistKey), reader.path(plistKey), &comments) else { return nil }
            let strings = items.compactMap { item in entryKey.map { item[$0]?.string } ?? item.string }
            if let entryKey, strings.count != items.count {
                warn(
                    reader.path(plistKey), .lostMetadata,
                    "`\(plistKey)` has entries without a `\(entryKey)` string; those are not imported", &comments)
            }
            return strings.isEmpty ? nil : .strings(strings, at: place())
        }
    }

    /// A parameter's static default as the language holds it, or nil (with a warning) when it
    /// cannot hold it.
    mutating func defaultValue(
        _ value: PlistValue, type: ValueType, isArray: Bool, minimum: Double?, maximum: Double?, allowsNegative: Bool?,
        path: PlistPath, parameter: String, _ comments: inout [String]
    ) -> StaticDefault.Value? {
        func reject(_ reason: String) -> StaticDefault.Value? {
            warn(
                path, .lostMetadata,
                "the default \(value.described) of parameter `\(parameter)` \(reason); not imported", &comments)
            return nil
        }
        if isArray {
            return reject("is on an array parameter, which takes no static default in the definitions language")
        }
        func inRange(_ number: Double) -> Bool {
            !(minimum.map { number < $0 } ?? false) && !(maximum.map { number > $0 } ?? false)
        }
        if case .named(let name) = type {
            guard let info = known.enums.values.first(where: { $0.name == name }) else {
                return reject("is on a custom type, which takes no static default")
            }
            guard let raw = value.string else { return reject("is not a case name") }
            let caseName = ImportNames.caseName(raw)
            guard info.cases.contains(caseName) else { return reject("is not a case of enum `\(name)`") }
            return .enumCase(caseName)
        }
        // A built-in type's default is of the kind the type catalogue says.
        switch type.traits?.staticDefault {
        case .text?:
            guard let text = value.string else { return reject("is not a string") }
            return .text(text)
        case .integer?:
            guard let number = value.real, number.rounded() == number, abs(number) < 1e15 else {
                return reject("is not an integer")
            }
            guard inRange(number) else { return reject("is outside the minimum and maximum") }
            return .integer(Int(number))
        case .number?:
            guard let number = value.real, number.isFinite else { return reject("is not a number") }
            guard inRange(number) else { return reject("is outside the minimum and maximum") }
            // `allowsNegative` is set only where it applies (decimals).
            if number < 0, allowsNegative == false {
                return reject("is negative, but negative numbers are not allowed")
            }
            return .number(number)
        case .boolean?:
            guard let flag = value.bool else { return reject("is not a boolean") }
            return .boolean(flag)
        case .url?:
            guard let text = value.string, isAbsoluteURL(text) else { return reject("is not an absolute URL") }
            return .url(text)
        case nil:
            return reject("is on a `\(type)` parameter, which takes no static default")
        }
    }

    /// The text a default is written with in the YAML the importer prints.
    static func written(_ value: StaticDefault.Value) -> String {
        switch value {
        case .text(let text), .url(let text), .enumCase(let text): text
        case .integer(let integer): String(integer)
        case .number(let number): YAMLText.number(number)
        case .boolean(let boolean): boolean ? "true" : "false"
        }
    }

    func isAbsoluteURL(_ text: String) -> Bool { LanguageRules.isAbsoluteURL(text) }

    /// A scalar that reads back as `text` itself: plain when YAML reads it so, else quoted (and,
    /// for a default, the word `dynamic`, which plain means the handler's default).
    func literal(_ text: String, flow: Bool = false, isDefault: Bool = true) -> YAMLNode.Scalar {
        let quoted = YAMLText.needsQuotes(text, flow: flow) || (isDefault && text == "dynamic")
        return YAMLNode.Scalar(text: text, style: quoted ? .doubleQuoted : .plain)
    }
}

/// One metadata dictionary as it is read: each key's value read once (with its warnings), as the
/// rules that connect several keys leave it, and the metadata set from those values.
///
/// The rules read the keys they connect first, so that their warnings come where the keys are:
/// the bounds and `<prefix>Type` (a slider needs both bounds; a maximum below the minimum is
/// dropped), the date keys and `<prefix>Format`, the units and `<prefix>Unit`, and custom UTIs,
/// which need the custom file type.
///
/// Each key is read, and each loss reported, with the import's session, which the reading is given.
private struct MetadataReading {
    var reader: PlistDictReader
    /// What is said about the dictionary, after what was said before it.
    var comments: [String]
    let prefix: String
    let type: ValueType
    /// The base of the ids export derives for the texts.
    let ids: String
    /// The values read so far, each read once (with its warnings), as the rules leave them.
    var values: [MetadataKey: MetadataValue?] = [:]
    var metadata = TypeMetadata()
    /// `<prefix>Format` as written, read after the date keys and checked once they are set.
    var format: String?

    /// `<prefix>Type`, whose key depends on the type (the type catalogue says: ``keptInType``).
    var typeKey: String { prefix + MetadataKey.Plist.typeKey }
    /// Which key `<prefix>Type` holds for the type, if any.
    var keptInType: MetadataKey? { type.traits?.metadata.first(where: \.isKeptInPlistType) }

    func plistKey(_ key: MetadataKey) -> String { prefix + key.plist.key }

    /// Reports what the key `key` of the dictionary loses with `code`.
    mutating func warn(_ key: String, _ code: Diagnostic.Code, _ message: String, _ session: inout ImportSession) {
        session.warn(reader.path(key), code, message, &comments)
    }

    /// Sets every key of the catalogue that applies to the type, in the catalogue's order, with the
    /// rules that connect keys where those keys are.
    mutating func readKeys(_ session: inout ImportSession) {
        readBoundsAndType(&session)
        for key in MetadataKey.allCases {
            if key == MetadataKey.dateFormatKeys.first { readDateKeysAndFormat(&session) }
            if key == MetadataKey.unitKeys.first { readUnitsAndUnit(&session) }
            if key == .utis { readCustomUTIs(&session) }
            if let found = value(key, &session), applies(key, &session) { metadata[key] = found }
            if key == MetadataKey.dateFormatKeys.last { checkFormat(&session) }
        }
    }

    /// The value of `key`, read the first time it is asked for.
    mutating func value(_ key: MetadataKey, _ session: inout ImportSession) -> MetadataValue? {
        if let value = values[key] { return value }
        let value =
            key.isKeptInPlistType && key != keptInType
            ? nil : session.read(key, prefix: prefix, type: type, ids: ids, &reader, &comments)
        values.updateValue(value, forKey: key)
        return value
    }

    mutating func drop(_ key: MetadataKey) { values.updateValue(nil, forKey: key) }

    /// Whether `key` applies to the type (else a warning).
    mutating func applies(_ key: MetadataKey, _ session: inout ImportSession) -> Bool {
        guard key.applies(to: type) else {
            warn(
                plistKey(key), .lostMetadata,
                "`\(plistKey(key))` does not apply to a `\(type)` value in the definitions language; not imported",
                &session)
            return false
        }
        return true
    }

    /// The bounds, then `<prefix>Type` (which holds the control): a maximum below the minimum
    /// is dropped, and a slider needs both bounds.
    mutating func readBoundsAndType(_ session: inout ImportSession) {
        let minimum = value(.minimum, &session)?.number?.value
        let maximum = value(.maximum, &session)?.number?.value
        if reader.values[typeKey] != nil {
            if let keptInType {
                // Xcode's file type when `<prefix>Type` is absent is `Any`, which the language does not write.
                if keptInType == .fileType, value(.fileType, &session)?.word(as: TypeMetadata.FileType.self) == .any {
                    warn(
                        typeKey, .importDefaulted,
                        "`\(typeKey)` `Any` is the default file type, which the definitions language does not write",
                        &session)
                    drop(.fileType)
                }
                _ = value(keptInType, &session)
            } else {
                let raw = reader.take(typeKey).map(\.described) ?? ""
                warn(
                    typeKey, .lostMetadata,
                    "`\(typeKey)` \(raw) of a `\(type)` value cannot be expressed in the definitions language; not imported",
                    &session)
            }
        }
        if let low = minimum, let high = maximum, low > high {
            warn(
                plistKey(.maximum), .lostMetadata,
                "`\(plistKey(.maximum))` (\(high.description)) is below the minimum (\(low.description)); not imported",
                &session)
            drop(.maximum)
        }
        guard value(.control, &session)?.word(as: TypeMetadata.Control.self) == .slider,
            value(.minimum, &session) == nil || value(.maximum, &session) == nil
        else { return }
        if let high = value(.maximum, &session)?.number?.value, high >= 0 {
            warn(
                plistKey(.minimum), .importDefaulted,
                "a slider needs a minimum, which is missing; imported with `min: 0`", &session)
            let place = session.location(reader.path(plistKey(.minimum)))
            values.updateValue(.number(Located(0, at: place)), forKey: .minimum)
        } else {
            warn(
                typeKey, .lostMetadata,
                "a slider needs a minimum and a maximum; imported without `control: slider`", &session)
            drop(.control)
        }
    }

    /// The date keys, then `<prefix>Format` as written, checked once the date keys are set.
    mutating func readDateKeysAndFormat(_ session: inout ImportSession) {
        for key in MetadataKey.dateFormatKeys { _ = value(key, &session) }
        format = session.string(&reader, prefix + "Format", &comments)
    }

    /// The exporter derives the format from what was set: `Template` with a template, else
    /// `Style` with a style.
    mutating func checkFormat(_ session: inout ImportSession) {
        let derived =
            metadata.dateTemplate != nil
            ? "Template" : metadata.dateStyle != nil || metadata.timeStyle != nil ? "Style" : nil
        guard format != derived, format != nil || reader.values[prefix + "Format"] == nil else { return }
        warn(
            prefix + "Format", .importDefaulted,
            format.map {
                "`\(prefix)Format` `\($0)` does not match the date keys that were imported; the definitions language derives it (\(derived.map { "`\($0)`" } ?? "none"))"
            }
                ?? "the date keys have no `\(prefix)Format`; the definitions language writes `\(derived ?? "")`",
            &session)
    }

    /// The units, then `<prefix>Unit`, which is `Multiple` when a duration has any.
    mutating func readUnitsAndUnit(_ session: inout ImportSession) {
        let hasUnits = type.traits?.metadata.contains(where: MetadataKey.unitKeys.contains) ?? false
        let units = MetadataKey.unitKeys.compactMap { value($0, &session) }
        if let unit = session.string(&reader, prefix + "Unit", &comments),
            unit != "Multiple" || units.isEmpty || !hasUnits
        {
            warn(
                prefix + "Unit", .lostMetadata,
                "`\(prefix)Unit` `\(unit)` cannot be expressed in the definitions language (it writes `Multiple` when a duration has units); not imported",
                &session)
        } else if !units.isEmpty, hasUnits, reader.values[prefix + "Unit"] == nil {
            warn(
                prefix + "Unit", .importDefaulted,
                "the duration has units but no `\(prefix)Unit`; the definitions language writes `Multiple`", &session)
        }
    }

    /// Custom UTIs are the custom file type's (set before them).
    mutating func readCustomUTIs(_ session: inout ImportSession) {
        guard value(.utis, &session) != nil, metadata.fileType != .custom else { return }
        warn(
            plistKey(.utis), .lostMetadata,
            "`\(plistKey(.utis))` without the `Custom` file type cannot be expressed; not imported", &session)
        drop(.utis)
    }
}

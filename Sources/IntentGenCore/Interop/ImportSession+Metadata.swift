// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

extension ImportSession {
    // MARK: Metadata

    /// Type metadata keys under `prefix`, with the language's keys they were written as; for a
    /// parameter also its default value.
    func metadata(
        _ reader: inout PlistDictReader, prefix: String, type: ValueType, isArray: Bool, parameter: String?,
        _ comments: inout [String]
    ) -> (metadata: TypeMetadata, keys: [Located<String>], defaultValue: DefaultValue?) {
        var metadata = TypeMetadata()
        /// Whether the language's `key` applies to the type (else a warning about `plistKey`).
        func applies(_ key: String, from plistKey: String) -> Bool {
            guard LanguageRules.metadataTypes[key]?.contains(type) ?? true else {
                warn(
                    reader.path(plistKey), .lostMetadata,
                    "`\(plistKey)` does not apply to a `\(type)` value in the definitions language; not imported",
                    &comments)
                return false
            }
            return true
        }
        func place(_ plistKey: String) -> SourceLocation { location(reader.path(plistKey)) }
        func word<Choice: RawRepresentable>(
            _ plistKey: String, as _: Choice.Type, map: (String) -> String = { $0.importLowerFirst }
        ) -> Choice?
        where Choice.RawValue == String {
            guard let raw = string(&reader, plistKey, &comments) else { return nil }
            if let choice = Choice(rawValue: map(raw)) { return choice }
            warn(
                reader.path(plistKey), .lostMetadata,
                "`\(plistKey)` is `\(raw)`, which the definitions language does not have; not imported", &comments)
            return nil
        }
        func number(_ plistKey: String) -> Double? {
            guard let value = reader.take(plistKey) else { return nil }
            guard let number = value.real, number.isFinite else {
                warn(
                    reader.path(plistKey), .lostMetadata,
                    "`\(plistKey)` is \(describe(value)), not a number; not imported", &comments)
                return nil
            }
            if type == .integer, number.rounded() != number || abs(number) >= 1e15 {
                warn(
                    reader.path(plistKey), .lostMetadata,
                    "`\(plistKey)` \(describe(value)) of an integer value is not a whole number; not imported",
                    &comments)
                return nil
            }
            return number
        }
        var minimum = number(prefix + "MinimumValue")
        var maximum = number(prefix + "MaximumValue")
        var control: TypeMetadata.Control?
        var allowsNegative: Bool?
        let typeKey = prefix + "Type"
        var dateType: TypeMetadata.DateType?
        var fileType: TypeMetadata.FileType?
        var placemarkType: TypeMetadata.PlacemarkType?
        if reader.values[typeKey] != nil {
            // Which metadata `<prefix>Type` holds depends on the type (the type catalogue says).
            switch type.traits?.metadata.first(where: \.isKeptInPlistType) {
            case .control?:
                control = word(typeKey, as: TypeMetadata.Control.self)
            case .dateType?:
                dateType = word(typeKey, as: TypeMetadata.DateType.self)
            case .fileType?:
                if let value = word(typeKey, as: TypeMetadata.FileType.self) {
                    if value == .any {
                        warn(
                            reader.path(typeKey), .importDefaulted,
                            "`\(typeKey)` `Any` is the default file type, which the definitions language does not write",
                            &comments)
                    } else {
                        fileType = value
                    }
                }
            case .placemarkType?:
                placemarkType = word(typeKey, as: TypeMetadata.PlacemarkType.self)
            default:
                let raw = reader.take(typeKey).map(describe) ?? ""
                warn(
                    reader.path(typeKey), .lostMetadata,
                    "`\(typeKey)` \(raw) of a `\(type)` value cannot be expressed in the definitions language; not imported",
                    &comments)
            }
        }
        if let low = minimum, let high = maximum, low > high {
            warn(
                reader.path(prefix + "MaximumValue"), .lostMetadata,
                "`\(prefix)MaximumValue` (\(high.description)) is below the minimum (\(low.description)); not imported",
                &comments)
            maximum = nil
        }
        if control == .slider, minimum == nil || maximum == nil {
            if let high = maximum, high >= 0 {
                warn(
                    reader.path(prefix + "MinimumValue"), .importDefaulted,
                    "a slider needs a minimum, which is missing; imported with `min: 0`", &comments)
                minimum = 0
            } else {
                warn(
                    reader.path(typeKey), .lostMetadata,
                    "a slider needs a minimum and a maximum; imported without `control: slider`", &comments)
                control = nil
            }
        }
        if let minimum, applies("min", from: prefix + "MinimumValue") {
            metadata.minimum = Located(minimum, at: place(prefix + "MinimumValue"))
        }
        if let maximum, applies("max", from: prefix + "MaximumValue") {
            metadata.maximum = Located(maximum, at: place(prefix + "MaximumValue"))
        }
        if let control, applies("control", from: typeKey) { metadata.control = Located(control, at: place(typeKey)) }
        if let value = reader.take(prefix + "SupportsNegativeNumbers") {
            switch value {
            case .string("YES"), .bool(true): allowsNegative = true
            case .string("NO"), .bool(false): allowsNegative = false
            default:
                warn(
                    reader.path(prefix + "SupportsNegativeNumbers"), .lostMetadata,
                    "`\(prefix)SupportsNegativeNumbers` is \(describe(value)); not imported", &comments)
            }
            if let allowsNegative, applies("allowsNegative", from: prefix + "SupportsNegativeNumbers") {
                metadata.allowsNegative = allowsNegative
            }
        }
        if let value = word(prefix + "Capitalization", as: TypeMetadata.Capitalization.self),
            applies("capitalization", from: prefix + "Capitalization")
        {
            metadata.capitalization = value
        }
        if let value = word(
            prefix + "KeyboardType", as: TypeMetadata.Keyboard.self,
            map: { raw in
                raw == "ASCIICapable" ? "asciiCapable" : raw == "URL" ? "url" : raw.importLowerFirst
            }), applies("keyboard", from: prefix + "KeyboardType")
        {
            metadata.keyboard = value
        }
        if flag(&reader, prefix + "Multiline", &comments), applies("multiline", from: prefix + "Multiline") {
            metadata.multiline = true
        }
        if flag(&reader, prefix + "DisableAutocorrect", &comments),
            applies("autocorrect", from: prefix + "DisableAutocorrect")
        {
            metadata.autocorrect = false
        }
        if flag(&reader, prefix + "DisableSmartQuotes", &comments),
            applies("smartQuotes", from: prefix + "DisableSmartQuotes")
        {
            metadata.smartQuotes = false
        }
        if flag(&reader, prefix + "DisableSmartDashes", &comments),
            applies("smartDashes", from: prefix + "DisableSmartDashes")
        {
            metadata.smartDashes = false
        }
        let texts: [(String, String, WritableKeyPath<TypeMetadata, LocalizedText?>)] = [
            ("placeholder", "Placeholder", \.placeholder), ("trueDisplayName", "TrueDisplayName", \.trueDisplayName),
            ("falseDisplayName", "FalseDisplayName", \.falseDisplayName),
        ]
        for (key, plistKey, field) in texts {
            if let text = text(&reader, prefix + plistKey, &comments), applies(key, from: prefix + plistKey) {
                metadata[keyPath: field] = text
            }
        }
        if let dateType, applies("dateType", from: typeKey) { metadata.dateType = dateType }
        if let fileType, applies("fileType", from: typeKey) { metadata.fileType = fileType }
        if let placemarkType, applies("placemarkType", from: typeKey) { metadata.placemarkType = placemarkType }
        let dateStyle = word(prefix + "DateStyle", as: TypeMetadata.DateStyle.self) {
            $0 == "No" ? "none" : $0.importLowerFirst
        }
        let timeStyle = word(prefix + "TimeStyle", as: TypeMetadata.DateStyle.self) {
            $0 == "No" ? "none" : $0.importLowerFirst
        }
        let template = string(&reader, prefix + "Template", &comments)
        let format = string(&reader, prefix + "Format", &comments)
        if let dateStyle, applies("dateStyle", from: prefix + "DateStyle") { metadata.dateStyle = dateStyle }
        if let timeStyle, applies("timeStyle", from: prefix + "TimeStyle") { metadata.timeStyle = timeStyle }
        if let template, applies("dateTemplate", from: prefix + "Template") { metadata.dateTemplate = template }
        // The exporter derives the format from what was written: `Template` with a template, else `Style` with a style.
        let derived =
            metadata.dateTemplate != nil
            ? "Template" : metadata.dateStyle != nil || metadata.timeStyle != nil ? "Style" : nil
        if format != derived, format != nil || reader.values[prefix + "Format"] == nil {
            warn(
                reader.path(prefix + "Format"), .importDefaulted,
                format.map {
                    "`\(prefix)Format` `\($0)` does not match the date keys that were imported; the definitions language derives it (\(derived.map { "`\($0)`" } ?? "none"))"
                }
                    ?? "the date keys have no `\(prefix)Format`; the definitions language writes `\(derived ?? "")`",
                &comments)
        }
        // Units are a duration's (the type catalogue's metadata of the type).
        let hasUnits = type.traits?.metadata.contains(.minimumUnit) ?? false
        let units = [("minimumUnit", "MinimumUnit"), ("maximumUnit", "MaximumUnit"), ("defaultUnit", "DefaultUnit")]
            .compactMap { key, plistKey in
                word(prefix + plistKey, as: TypeMetadata.DurationUnit.self).map { (key, plistKey, $0) }
            }
        if let unit = string(&reader, prefix + "Unit", &comments),
            unit != "Multiple" || units.isEmpty || !hasUnits
        {
            warn(
                reader.path(prefix + "Unit"), .lostMetadata,
                "`\(prefix)Unit` `\(unit)` cannot be expressed in the definitions language (it writes `Multiple` when a duration has units); not imported",
                &comments)
        } else if !units.isEmpty, hasUnits, reader.values[prefix + "Unit"] == nil {
            warn(
                reader.path(prefix + "Unit"), .importDefaulted,
                "the duration has units but no `\(prefix)Unit`; the definitions language writes `Multiple`", &comments)
        }
        for (key, plistKey, unit) in units where applies(key, from: prefix + plistKey) {
            switch key {
            case "minimumUnit": metadata.minimumUnit = unit
            case "maximumUnit": metadata.maximumUnit = unit
            default: metadata.defaultUnit = unit
            }
        }
        if let items = array(reader.take(prefix + "CustomUTIs"), reader.path(prefix + "CustomUTIs"), &comments) {
            let utis = items.compactMap { $0["UTI"]?.string }
            if utis.count != items.count {
                warn(
                    reader.path(prefix + "CustomUTIs"), .lostMetadata,
                    "`\(prefix)CustomUTIs` has entries without a `UTI` string; those are not imported", &comments)
            }
            if !utis.isEmpty {
                if metadata.fileType != .custom {
                    warn(
                        reader.path(prefix + "CustomUTIs"), .lostMetadata,
                        "`\(prefix)CustomUTIs` without the `Custom` file type cannot be expressed; not imported",
                        &comments)
                } else if applies("utis", from: prefix + "CustomUTIs") {
                    metadata.utis = Located(utis, at: place(prefix + "CustomUTIs"))
                }
            }
        }
        if let items = array(reader.take(prefix + "CurrencyCodes"), reader.path(prefix + "CurrencyCodes"), &comments) {
            let codes = items.compactMap(\.string)
            if !codes.isEmpty, applies("currencyCodes", from: prefix + "CurrencyCodes") {
                metadata.currencyCodes = codes
            }
        }
        var defaultValue: DefaultValue?
        if let parameter, let value = reader.take(prefix + "DefaultValue") {
            if let read = self.defaultValue(
                value, type: type, isArray: isArray, minimum: minimum, maximum: maximum,
                allowsNegative: metadata.allowsNegative, path: reader.path(prefix + "DefaultValue"),
                parameter: parameter, &comments)
            {
                defaultValue = .value(
                    StaticDefault(read, written: Self.written(read), at: place(prefix + "DefaultValue")))
            }
        }
        // The keys as the printer writes them, at the metadata's place.
        let keys = DefinitionPrinter.metadataValues(metadata, type: type, localized: { _ in .scalar("") }).map {
            Located($0.key, at: location(reader.path))
        }
        return (metadata, keys, defaultValue)
    }

    /// A parameter's static default as the language holds it, or nil (with a warning) when it
    /// cannot hold it.
    func defaultValue(
        _ value: PlistValue, type: ValueType, isArray: Bool, minimum: Double?, maximum: Double?, allowsNegative: Bool?,
        path: PlistPath, parameter: String, _ comments: inout [String]
    ) -> StaticDefault.Value? {
        func reject(_ reason: String) -> StaticDefault.Value? {
            warn(
                path, .lostMetadata,
                "the default \(describe(value)) of parameter `\(parameter)` \(reason); not imported", &comments)
            return nil
        }
        if isArray {
            return reject("is on an array parameter, which takes no static default in the definitions language")
        }
        func inRange(_ number: Double) -> Bool {
            !(minimum.map { number < $0 } ?? false) && !(maximum.map { number > $0 } ?? false)
        }
        if case .named(let name) = type {
            guard let info = enums.values.first(where: { $0.name == name }) else {
                return reject("is on a custom type, which takes no static default")
            }
            guard let raw = value.string else { return reject("is not a case name") }
            let caseName = caseWritten(raw)
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

// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

extension ImportSession {
    // MARK: Metadata

    /// Type metadata keys under `prefix`; for a parameter also its default value.
    func metadata(
        _ reader: inout PlistDictReader, prefix: String, type: ValueType, isArray: Bool, parameter: String?,
        _ comments: inout [String]
    ) -> [ImportYAMLEntry] {
        var entries: [ImportYAMLEntry] = []
        func add(_ key: String, _ value: ImportYAMLValue, from plistKey: String) {
            guard LanguageRules.metadataTypes[key]?.contains(type) ?? true else {
                warn(
                    reader.path(plistKey), .lostMetadata,
                    "`\(plistKey)` does not apply to a `\(type)` value in the definitions language; not imported",
                    &comments)
                return
            }
            entries.append(ImportYAMLEntry(key, value))
        }
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
        func numberText(_ value: Double) -> ImportYAMLValue {
            type == .integer && value.rounded() == value && abs(value) < 1e15
                ? .scalar(String(Int(value))) : .scalar(ImportYAMLText.number(value))
        }

        var minimum = number(prefix + "MinimumValue")
        var maximum = number(prefix + "MaximumValue")
        var control: TypeMetadata.Control?
        var allowsNegative: Bool?
        let typeKey = prefix + "Type"
        var typeEntry: (String, ImportYAMLValue)?
        if reader.values[typeKey] != nil {
            switch type {
            case .integer, .decimal:
                control = word(typeKey, as: TypeMetadata.Control.self)
            case .builtin(.dateComponents):
                if let value = word(typeKey, as: TypeMetadata.DateType.self) {
                    typeEntry = ("dateType", .scalar(value.rawValue))
                }
            case .builtin(.file):
                if let value = word(typeKey, as: TypeMetadata.FileType.self) {
                    if value == .any {
                        warn(
                            reader.path(typeKey), .importDefaulted,
                            "`\(typeKey)` `Any` is the default file type, which the definitions language does not write",
                            &comments)
                    } else {
                        typeEntry = ("fileType", .scalar(value.rawValue))
                    }
                }
            case .builtin(.placemark):
                if let value = word(typeKey, as: TypeMetadata.PlacemarkType.self) {
                    typeEntry = ("placemarkType", .scalar(value.rawValue))
                }
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
                "`\(prefix)MaximumValue` (\(ImportYAMLText.number(high))) is below the minimum (\(ImportYAMLText.number(low))); not imported",
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
        if let minimum { add("min", numberText(minimum), from: prefix + "MinimumValue") }
        if let maximum { add("max", numberText(maximum), from: prefix + "MaximumValue") }
        if let control { add("control", .scalar(control.rawValue), from: typeKey) }
        if let value = reader.take(prefix + "SupportsNegativeNumbers") {
            switch value {
            case .string("YES"), .bool(true): allowsNegative = true
            case .string("NO"), .bool(false): allowsNegative = false
            default:
                warn(
                    reader.path(prefix + "SupportsNegativeNumbers"), .lostMetadata,
                    "`\(prefix)SupportsNegativeNumbers` is \(describe(value)); not imported", &comments)
            }
            if let allowsNegative {
                add(
                    "allowsNegative", .scalar(allowsNegative ? "true" : "false"),
                    from: prefix + "SupportsNegativeNumbers")
            }
        }
        if let value = word(prefix + "Capitalization", as: TypeMetadata.Capitalization.self) {
            add("capitalization", .scalar(value.rawValue), from: prefix + "Capitalization")
        }
        if let value = word(
            prefix + "KeyboardType", as: TypeMetadata.Keyboard.self,
            map: { raw in
                raw == "ASCIICapable" ? "asciiCapable" : raw == "URL" ? "url" : raw.importLowerFirst
            })
        {
            add("keyboard", .scalar(ImportYAMLText.quote(value.rawValue)), from: prefix + "KeyboardType")
        }
        if flag(&reader, prefix + "Multiline", &comments) {
            add("multiline", .scalar("true"), from: prefix + "Multiline")
        }
        if flag(&reader, prefix + "DisableAutocorrect", &comments) {
            add("autocorrect", .scalar("false"), from: prefix + "DisableAutocorrect")
        }
        if flag(&reader, prefix + "DisableSmartQuotes", &comments) {
            add("smartQuotes", .scalar("false"), from: prefix + "DisableSmartQuotes")
        }
        if flag(&reader, prefix + "DisableSmartDashes", &comments) {
            add("smartDashes", .scalar("false"), from: prefix + "DisableSmartDashes")
        }
        for (key, plistKey) in [
            ("placeholder", "Placeholder"), ("trueDisplayName", "TrueDisplayName"),
            ("falseDisplayName", "FalseDisplayName"),
        ] {
            if let text = text(&reader, prefix + plistKey, &comments) {
                add(key, localized(text), from: prefix + plistKey)
            }
        }
        if let typeEntry { add(typeEntry.0, typeEntry.1, from: typeKey) }
        let dateStyle = word(prefix + "DateStyle", as: TypeMetadata.DateStyle.self) {
            $0 == "No" ? "none" : $0.importLowerFirst
        }
        let timeStyle = word(prefix + "TimeStyle", as: TypeMetadata.DateStyle.self) {
            $0 == "No" ? "none" : $0.importLowerFirst
        }
        let template = string(&reader, prefix + "Template", &comments)
        let format = string(&reader, prefix + "Format", &comments)
        if let dateStyle { add("dateStyle", .scalar(dateStyle.rawValue), from: prefix + "DateStyle") }
        if let timeStyle { add("timeStyle", .scalar(timeStyle.rawValue), from: prefix + "TimeStyle") }
        if let template { add("dateTemplate", .scalar(ImportYAMLText.quote(template)), from: prefix + "Template") }
        // The exporter derives the format from what was written: `Template` with a template, else `Style` with a style.
        let written = Set(entries.compactMap(\.key))
        let derived =
            written.contains("dateTemplate")
            ? "Template" : written.contains("dateStyle") || written.contains("timeStyle") ? "Style" : nil
        if format != derived, format != nil || reader.values[prefix + "Format"] == nil {
            warn(
                reader.path(prefix + "Format"), .importDefaulted,
                format.map {
                    "`\(prefix)Format` `\($0)` does not match the date keys that were imported; the definitions language derives it (\(derived.map { "`\($0)`" } ?? "none"))"
                }
                    ?? "the date keys have no `\(prefix)Format`; the definitions language writes `\(derived ?? "")`",
                &comments)
        }
        let units = [("minimumUnit", "MinimumUnit"), ("maximumUnit", "MaximumUnit"), ("defaultUnit", "DefaultUnit")]
            .compactMap { key, plistKey in
                word(prefix + plistKey, as: TypeMetadata.DurationUnit.self).map { (key, plistKey, $0) }
            }
        if let unit = string(&reader, prefix + "Unit", &comments),
            unit != "Multiple" || units.isEmpty || type != .builtin(.duration)
        {
            warn(
                reader.path(prefix + "Unit"), .lostMetadata,
                "`\(prefix)Unit` `\(unit)` cannot be expressed in the definitions language (it writes `Multiple` when a duration has units); not imported",
                &comments)
        } else if !units.isEmpty, type == .builtin(.duration), reader.values[prefix + "Unit"] == nil {
            warn(
                reader.path(prefix + "Unit"), .importDefaulted,
                "the duration has units but no `\(prefix)Unit`; the definitions language writes `Multiple`", &comments)
        }
        for (key, plistKey, unit) in units { add(key, .scalar(unit.rawValue), from: prefix + plistKey) }
        if let items = array(reader.take(prefix + "CustomUTIs"), reader.path(prefix + "CustomUTIs"), &comments) {
            let utis = items.compactMap { $0["UTI"]?.string }
            if utis.count != items.count {
                warn(
                    reader.path(prefix + "CustomUTIs"), .lostMetadata,
                    "`\(prefix)CustomUTIs` has entries without a `UTI` string; those are not imported", &comments)
            }
            if !utis.isEmpty {
                if typeEntry?.1.scalarText != "custom" {
                    warn(
                        reader.path(prefix + "CustomUTIs"), .lostMetadata,
                        "`\(prefix)CustomUTIs` without the `Custom` file type cannot be expressed; not imported",
                        &comments)
                } else {
                    add(
                        "utis", .flowSequence(utis.map { ImportYAMLText.quote($0, flow: true) }),
                        from: prefix + "CustomUTIs")
                }
            }
        }
        if let items = array(reader.take(prefix + "CurrencyCodes"), reader.path(prefix + "CurrencyCodes"), &comments) {
            let codes = items.compactMap(\.string)
            if !codes.isEmpty {
                add(
                    "currencyCodes", .flowSequence(codes.map { ImportYAMLText.quote($0, flow: true) }),
                    from: prefix + "CurrencyCodes")
            }
        }
        if let parameter, let value = reader.take(prefix + "DefaultValue") {
            if let text = defaultValue(
                value, type: type, isArray: isArray, minimum: minimum, maximum: maximum,
                allowsNegative: allowsNegative, path: reader.path(prefix + "DefaultValue"),
                parameter: parameter, &comments)
            {
                entries.insert(ImportYAMLEntry("default", .scalar(text)), at: 0)
            }
        }
        return entries
    }

    /// A parameter's static default as YAML, or nil (with a warning) when the language cannot hold it.
    func defaultValue(
        _ value: PlistValue, type: ValueType, isArray: Bool, minimum: Double?, maximum: Double?, allowsNegative: Bool?,
        path: PlistPath, parameter: String, _ comments: inout [String]
    ) -> String? {
        func reject(_ reason: String) -> String? {
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
        switch type {
        case .string:
            guard let text = value.string else { return reject("is not a string") }
            return ImportYAMLText.quote(text, literalWords: ["dynamic"])
        case .integer:
            guard let number = value.real, number.rounded() == number, abs(number) < 1e15 else {
                return reject("is not an integer")
            }
            guard inRange(number) else { return reject("is outside the minimum and maximum") }
            return String(Int(number))
        case .decimal, .builtin(.duration):
            guard let number = value.real, number.isFinite else { return reject("is not a number") }
            guard inRange(number) else { return reject("is outside the minimum and maximum") }
            if type == .decimal, number < 0, allowsNegative == false {
                return reject("is negative, but negative numbers are not allowed")
            }
            return ImportYAMLText.number(number)
        case .boolean:
            guard let flag = value.bool else { return reject("is not a boolean") }
            return flag ? "true" : "false"
        case .url:
            guard let text = value.string, isAbsoluteURL(text) else { return reject("is not an absolute URL") }
            return ImportYAMLText.quote(text)
        case .named(let name):
            guard let info = enums.values.first(where: { $0.name == name }) else {
                return reject("is on a custom type, which takes no static default")
            }
            guard let raw = value.string else { return reject("is not a case name") }
            let caseName = caseWritten(raw)
            guard info.cases.contains(caseName) else { return reject("is not a case of enum `\(name)`") }
            return ImportYAMLText.quote(caseName, literalWords: ["dynamic"])
        default:
            return reject("is on a `\(type)` parameter, which takes no static default")
        }
    }

    func isAbsoluteURL(_ text: String) -> Bool { LanguageRules.isAbsoluteURL(text) }
}

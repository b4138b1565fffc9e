/// Every rule ibkit has, in the order the rules document lists them.
public enum RuleRegistry {
    /// All rules.
    public static let all: [any Rule.Type] = [
        OutletMissing.self, OutletTypeMismatch.self, ActionMissing.self,
        UnwindActionMissing.self, UnwindActionSignature.self, UnwindActionUnreachable.self,
        CustomClassUnknown.self, CustomModuleMismatch.self,
        RuntimeAttributeUnknownKey.self, RuntimeAttributeTypeMismatch.self,
    ]

    /// The rule with this id.
    public static func rule(withID id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }
}

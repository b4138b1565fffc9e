/// Every rule ibkit has, in the order the rules document lists them.
public enum RuleRegistry {
    /// All rules.
    public static let all: [any Rule.Type] = [
        OutletMissing.self, OutletTypeMismatch.self, ActionMissing.self,
        UnwindActionMissing.self, UnwindActionSignature.self, UnwindActionUnreachable.self,
        CustomClassUnknown.self, CustomModuleMismatch.self, ClassFromDependency.self, DocumentNotInTarget.self,
        RuntimeAttributeUnknownKey.self, RuntimeAttributeTypeMismatch.self,
        StoryboardReferenceBroken.self, StoryboardReferenceCycle.self,
        IdentifierUnknown.self, IdentifierUnused.self, InstantiateCastMismatch.self,
        DuplicateID.self, DanglingReference.self, NumberInvalid.self, DuplicateStoryboardIdentifier.self,
        SegueNeedsIdentifier.self, UnreachableScene.self, EmbedSegueUnidentified.self,
        NibViewOutletMissing.self, InitialControllerMissing.self, TabBarItemLost.self, AssetMissing.self,
        LoadFails.self, LayoutConflictRule.self, LayoutAmbiguous.self, LayoutMisplaced.self,
        TextTruncated.self, ViewsOverlap.self, ConstraintsUnsatisfiable.self,
        // Conventions (opt-in): IBLinter's, then xiblint's.
        CustomClassMatchesStoryboard.self, StoryboardIdentifierMatchesClass.self, ReuseIdentifierMatchesClass.self,
        DuplicateConstraint.self, RelativeToMargin.self, UseTraitCollections.self, ViewAsDevice.self,
        SingleControllerPerStoryboard.self, StackViewBackground.self, UseBaseClass.self, InitialControllerUnset.self,
        AccessibilityLabelMissing.self, LeftRightInsteadOfLeadingTrailing.self, NamedColorsOnly.self, FontNotAllowed.self,
        AutoresizingMaskMissing.self, SystemColorDeprecated.self,
    ]
}

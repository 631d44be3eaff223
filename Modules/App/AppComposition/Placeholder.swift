enum AppCompositionPlaceholder {}

public import CommandLineKit

/// The Products slice in the one-shot command line.
extension ProductsModule: CommandLineFeature {
    public static var commands: [Command] { ProductsCommands.all }
}

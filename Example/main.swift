import Foundation

// The whole program is `ExampleCLI.run(arguments:)`; this file only prints its result and exits.
let result = ExampleCLI.run(arguments: Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.error.utf8))
exit(result.exitCode)

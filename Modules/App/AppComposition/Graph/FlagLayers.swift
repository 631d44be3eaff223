import CommandLineKit
import FeatureFlags
import FeatureFlagsConfig
import FeatureFlagsOFREP
import Foundation
import NetworkingURLSession

/// Made while the configuration is resolved: the graph is built from the flags, so they precede it.
enum FlagLayers {
    /// Command line, environment and flags file, strongest first, checked against `declaredFlags`: an unusable
    /// setting is a usage error quoting what the user wrote. Reads the flags file; asks no service.
    static func local(
        overrides: [String], environment: [String: String], flagsFile: String?, declaredFlags: [FeatureFlag]
    ) throws(CommandError) -> [any FlagValueSource] {
        do {
            var layers: [any FlagValueSource] = [
                try CommandLineFlagSource(overrides: overrides, declaredFlags: declaredFlags),
                try EnvironmentFlagSource(environment: environment, declaredFlags: declaredFlags),
            ]
            if let flagsFile {
                let json = try FlagsFile.read(flagsFile)
                layers.append(try FileFlagSource(json: json, path: flagsFile, declaredFlags: declaredFlags))
            }
            return layers
        } catch let error as FeatureFlagConfigurationError {
            throw .usage(FlagConfigurationMessage.text(for: error, flagsFile: flagsFile))
        } catch let error as CommandError {
            throw error
        } catch {
            throw .usage("\(error)")
        }
    }

    /// OpenFeature's `OFREP_*` settings for a flag service, checked before anything is asked of it.
    static func serviceSettings(environment: [String: String]) throws(CommandError) -> OFREPEnvironment {
        do {
            return try OFREPEnvironment(environment: environment)
        } catch {
            throw .usage(error.description)
        }
    }

    /// Asked over its own client that gives up after `timeout` (`OFREPFlagLayer.start`), its answer kept in the
    /// state directory for later runs.
    static func service(
        at url: URL, declaredFlags: [FeatureFlag], environment: [String: String], settings: OFREPEnvironment,
        stateDirectory: URL, timeout: Duration
    ) async -> OFREPFlagLayer {
        let service = OFREPFlagService(
            baseURL: url,
            http: URLSessionHTTPClient(configuration: .init(requestTimeout: timeout, retryPolicy: .never)),
            credentials: OFREPCredentials(environment: environment),
            headers: settings.headers,
            appVersion: Mosaic.version,
            timeout: timeout,
            cacheFile: stateDirectory.appendingPathComponent("flags-service.json")
        )
        return await OFREPFlagLayer.start(
            service, declaredFlags: declaredFlags, targetingKey: InstallationID.load(in: stateDirectory))
    }
}

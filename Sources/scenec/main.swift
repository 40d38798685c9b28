import ScenecMain

// The command line lives in `ScenecMain`, so that tests can import it without this executable's
// link settings (Package.swift: a release build links Swift's standard library in).
scenecMain()

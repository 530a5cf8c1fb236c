// Where the bytes come from (`FileSource`, `FolderSource`, `MemorySource`, git) is
// PuenteSource's since the split of issue 23; the engine's API takes and returns those
// types, so the library product re-exports them: a package that imported PuenteRules
// before the split builds unchanged (`make dependency-check` builds one).
@_exported import PuenteSource

import Foundation
import PuenteReport
import PuenteRules
import Testing

/// The exact output of every format for `SampleReport`. Golden strings are the right tool
/// here: the output *is* the contract other tools parse. The multi-line literals end with an
/// empty line because every non-empty output ends with a newline.
@Suite struct GoldenOutputTests {
  func render(
    _ format: OutputFormat, color: Bool = false, _ report: ScanReport = SampleReport.report
  )
    -> String
  {
    Reporter(format: format, color: color, toolVersion: "0.1.0").render(report)
  }

  @Test func text() {
    #expect(
      render(.text) == #"""
        App/Login View.swift
          1:1    warning  `import UIKit` in a SwiftUI view file  [uikit-import-in-view]
          12:16  error    `UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there  [hosting-outside-adapter]

        Features/Café/Menü Screen.swift
          3:8  warning  `import UIKit` in "Menü": 100% of its views are SwiftUI,\nso remove the import  [uikit-import-in-view]

        Root.swift
          2:5  error    `UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there  [hosting-outside-adapter]

        warning: Legacy/Broken.swift: not valid UTF-8; skipped
        4 findings (2 errors, 2 warnings)
        by rule:
          hosting-outside-adapter  2
          uikit-import-in-view     2
        by folder:
          App       2
          .         1
          Features  1
        5 files scanned, 2 generated files skipped, 1 not scanned (see the warning above)

        """#)
  }

  @Test func textInColor() {
    #expect(
      render(.text, color: true) == """
        \u{1B}[1mApp/Login View.swift\u{1B}[0m
          1:1    \u{1B}[33mwarning\u{1B}[0m  `import UIKit` in a SwiftUI view file  \u{1B}[2m[uikit-import-in-view]\u{1B}[0m
          12:16  \u{1B}[31merror\u{1B}[0m    `UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there  \u{1B}[2m[hosting-outside-adapter]\u{1B}[0m

        \u{1B}[1mFeatures/Café/Menü Screen.swift\u{1B}[0m
          3:8  \u{1B}[33mwarning\u{1B}[0m  `import UIKit` in "Menü": 100% of its views are SwiftUI,\\nso remove the import  \u{1B}[2m[uikit-import-in-view]\u{1B}[0m

        \u{1B}[1mRoot.swift\u{1B}[0m
          2:5  \u{1B}[31merror\u{1B}[0m    `UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there  \u{1B}[2m[hosting-outside-adapter]\u{1B}[0m

        \u{1B}[33mwarning:\u{1B}[0m Legacy/Broken.swift: not valid UTF-8; skipped
        4 findings (\u{1B}[31m2 errors\u{1B}[0m, \u{1B}[33m2 warnings\u{1B}[0m)
        by rule:
          hosting-outside-adapter  2
          uikit-import-in-view     2
        by folder:
          App       2
          .         1
          Features  1
        5 files scanned, 2 generated files skipped, 1 not scanned (see the warning above)

        """)
  }

  @Test func textCleanScanWithBaseline() {
    let report = ScanReport(
      findings: [], rules: [SampleReport.hostingRule], filesScanned: 1, generatedSkipped: 0,
      problems: [], fixedSinceBaseline: 3, baselined: 1)
    #expect(
      render(.text, report) == """
        no findings
        1 file scanned
        fixed since baseline: 3
        1 finding already in the baseline

        """)
  }

  @Test func xcode() {
    #expect(
      render(.xcode) == #"""
        App/Login View.swift:1:1: warning: `import UIKit` in a SwiftUI view file [uikit-import-in-view]
        App/Login View.swift:12:16: error: `UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there [hosting-outside-adapter]
        Features/Café/Menü Screen.swift:3:8: warning: `import UIKit` in "Menü": 100% of its views are SwiftUI,\nso remove the import [uikit-import-in-view]
        Root.swift:2:5: error: `UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there [hosting-outside-adapter]
        Legacy/Broken.swift: warning: not valid UTF-8; skipped

        """#)
  }

  @Test func xcodeCleanScanIsEmpty() {
    let report = ScanReport(
      findings: [], rules: [], filesScanned: 3, generatedSkipped: 0, problems: [])
    #expect(render(.xcode, report) == "")
  }

  @Test func github() {
    #expect(
      render(.github) == #"""
        ::warning file=App/Login View.swift,line=1,col=1,title=uikit-import-in-view::`import UIKit` in a SwiftUI view file
        ::error file=App/Login View.swift,line=12,col=16,title=hosting-outside-adapter::`UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there
        ::warning file=Features/Café/Menü Screen.swift,line=3,col=8,title=uikit-import-in-view::`import UIKit` in "Menü": 100%25 of its views are SwiftUI,%0Aso remove the import
        ::error file=Root.swift,line=2,col=5,title=hosting-outside-adapter::`UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there
        ::warning file=Legacy/Broken.swift::not valid UTF-8; skipped
        puente: 4 findings (2 errors, 2 warnings), 5 files scanned, 2 generated files skipped, 1 not scanned (see the warning above)

        """#)
  }

  @Test func json() {
    #expect(
      render(.json) == #"""
        {
          "schemaVersion": 1,
          "tool": {
            "name": "puente",
            "version": "0.1.0"
          },
          "summary": {
            "findings": 4,
            "errors": 2,
            "warnings": 2,
            "filesScanned": 5,
            "generatedSkipped": 2,
            "baselined": 0,
            "fixedSinceBaseline": null
          },
          "findings": [
            {
              "rule": "uikit-import-in-view",
              "severity": "warning",
              "path": "App/Login View.swift",
              "line": 1,
              "column": 1,
              "message": "`import UIKit` in a SwiftUI view file",
              "fingerprint": "83cb053e3c6fd3cb436a7ff66e43d26eb21c28889874130cd9513ff625e99dd0"
            },
            {
              "rule": "hosting-outside-adapter",
              "severity": "error",
              "path": "App/Login View.swift",
              "line": 12,
              "column": 16,
              "message": "`UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there",
              "fingerprint": "2ab79f48f4100dc279f9117ec35eab318e279276f1385affd7d2cae83daa1358"
            },
            {
              "rule": "uikit-import-in-view",
              "severity": "warning",
              "path": "Features/Café/Menü Screen.swift",
              "line": 3,
              "column": 8,
              "message": "`import UIKit` in \"Menü\": 100% of its views are SwiftUI,\nso remove the import",
              "fingerprint": "8981d11d984e438fcabbcfc548b112b031212736452ec7b82d45a1def44a8ac1"
            },
            {
              "rule": "hosting-outside-adapter",
              "severity": "error",
              "path": "Root.swift",
              "line": 2,
              "column": 5,
              "message": "`UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there",
              "fingerprint": "9787c96397da9ff784fa568ea0bbb1ff9029ec1acd28e09e27a39683d0fdf3c2"
            }
          ],
          "problems": [
            {
              "path": "Legacy/Broken.swift",
              "message": "not valid UTF-8; skipped"
            }
          ]
        }

        """#)
  }

  @Test func sarif() {
    #expect(
      render(.sarif) == #"""
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "puente",
                  "informationUri": "https://github.com/puentescan/puente",
                  "semanticVersion": "0.1.0",
                  "rules": [
                    {
                      "id": "hosting-outside-adapter",
                      "name": "HostingOutsideAdapter",
                      "shortDescription": {
                        "text": "`UIHostingController` created outside the adapter layer."
                      },
                      "fullDescription": {
                        "text": "Hosting controllers are the seam between UIKit and SwiftUI; keeping them in Adapters/ keeps the seam in one place."
                      },
                      "defaultConfiguration": {
                        "level": "error"
                      },
                      "help": {
                        "text": "`UIHostingController` created outside the adapter layer.\n\nHosting controllers are the seam between UIKit and SwiftUI; keeping them in Adapters/ keeps the seam in one place.\n\nRun `puente rules hosting-outside-adapter` for examples."
                      }
                    },
                    {
                      "id": "uikit-import-in-view",
                      "name": "UikitImportInView",
                      "shortDescription": {
                        "text": "`import UIKit` in a file that declares a SwiftUI view."
                      },
                      "fullDescription": {
                        "text": "SwiftUI views that import UIKit tend to grow UIKit dependencies; import SwiftUI only."
                      },
                      "defaultConfiguration": {
                        "level": "warning"
                      },
                      "help": {
                        "text": "`import UIKit` in a file that declares a SwiftUI view.\n\nSwiftUI views that import UIKit tend to grow UIKit dependencies; import SwiftUI only.\n\nRun `puente rules uikit-import-in-view` for examples."
                      }
                    }
                  ]
                }
              },
              "invocations": [
                {
                  "executionSuccessful": true,
                  "toolExecutionNotifications": [
                    {
                      "level": "warning",
                      "message": {
                        "text": "not valid UTF-8; skipped"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Legacy/Broken.swift",
                              "uriBaseId": "%SRCROOT%"
                            }
                          }
                        }
                      ]
                    }
                  ]
                }
              ],
              "originalUriBaseIds": {
                "%SRCROOT%": {
                  "description": {
                    "text": "The repository root."
                  }
                }
              },
              "columnKind": "unicodeCodePoints",
              "results": [
                {
                  "ruleId": "uikit-import-in-view",
                  "ruleIndex": 1,
                  "level": "warning",
                  "message": {
                    "text": "`import UIKit` in a SwiftUI view file"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "App/Login%20View.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 1,
                          "startColumn": 1
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "primaryLocationLineHash": "83cb053e3c6fd3cb436a7ff66e43d26eb21c28889874130cd9513ff625e99dd0"
                  }
                },
                {
                  "ruleId": "hosting-outside-adapter",
                  "ruleIndex": 0,
                  "level": "error",
                  "message": {
                    "text": "`UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "App/Login%20View.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 12,
                          "startColumn": 16
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "primaryLocationLineHash": "2ab79f48f4100dc279f9117ec35eab318e279276f1385affd7d2cae83daa1358"
                  }
                },
                {
                  "ruleId": "uikit-import-in-view",
                  "ruleIndex": 1,
                  "level": "warning",
                  "message": {
                    "text": "`import UIKit` in \"Menü\": 100% of its views are SwiftUI,\nso remove the import"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Features/Caf%C3%A9/Men%C3%BC%20Screen.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 3,
                          "startColumn": 8
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "primaryLocationLineHash": "8981d11d984e438fcabbcfc548b112b031212736452ec7b82d45a1def44a8ac1"
                  }
                },
                {
                  "ruleId": "hosting-outside-adapter",
                  "ruleIndex": 0,
                  "level": "error",
                  "message": {
                    "text": "`UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Root.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 2,
                          "startColumn": 5
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "primaryLocationLineHash": "9787c96397da9ff784fa568ea0bbb1ff9029ec1acd28e09e27a39683d0fdf3c2"
                  }
                }
              ]
            }
          ]
        }

        """#)
  }
}

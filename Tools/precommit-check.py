#!/usr/bin/env python3
"""`make precommit-check`: the pre-commit framework's transcripts in docs/, rerun.

DocumentationTests reruns every other transcript in the docs on each `make test`; these
need the framework (https://pre-commit.com) and its first `swift build -c release` of
this package (a few minutes), so they run here, in CI, instead.

A block is marked `<!-- pre-commit transcript [after: SHELL] -->` before a `console`
block, like DocumentationTests' `transcript in PLACE` marker: SHELL runs first, unshown;
then each `$ COMMAND` line runs with `sh` and the lines up to the next `$ ` are its
output and errors, interleaved. The place is a git copy of Examples/MigratingApp in a
temporary `pc-demo/` folder (printed as `/tmp/pc-demo/…`), whose
.pre-commit-config.yaml names this repository's HEAD (fetched into a throw-away
repository) by commit. `puente` on PATH is the binary the framework built, and
`$PUENTE_REPO`/`$PUENTE_REV` name that repository and commit for the setup commands.

Without pre-commit on PATH, it is installed from PyPI into a virtual environment in
the temporary folder. `--update` rewrites the blocks with what ran, as `make docs` does.
"""

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARKER = re.compile(r"^<!-- pre-commit transcript(?: after: (.*))? -->$")


def run(args, cwd, env, check=True):
    result = subprocess.run(args, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if check and result.returncode != 0:
        sys.exit(f"precommit-check: `{' '.join(args)}` failed in {cwd}:\n{result.stdout}")
    return result.stdout


def environment(work):
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    env.update(
        HOME=work + "/home",
        XDG_CONFIG_HOME=work + "/home/.config",
        XDG_CACHE_HOME=work + "/home/.cache",
        PRE_COMMIT_HOME=work + "/pre-commit",
        GIT_CONFIG_NOSYSTEM="1",
        GIT_CONFIG_GLOBAL="/dev/null",
        GIT_AUTHOR_NAME="Test",
        GIT_AUTHOR_EMAIL="test@example.invalid",
        GIT_COMMITTER_NAME="Test",
        GIT_COMMITTER_EMAIL="test@example.invalid",
        GIT_TERMINAL_PROMPT="0",
        NO_COLOR="1",
    )
    env.pop("PRE_COMMIT_COLOR", None)
    return env


def main():
    update = "--update" in sys.argv[1:]
    page = os.path.join(ROOT, "docs", "pre-commit.md")
    lines = open(page, encoding="utf-8").read().split("\n")
    blocks = [i for i, line in enumerate(lines) if MARKER.match(line)]
    if not blocks:
        sys.exit("precommit-check: docs/pre-commit.md has no `<!-- pre-commit transcript -->` marker")

    work = os.path.realpath(tempfile.mkdtemp(prefix="puente-pc-"))
    try:
        env = environment(work)
        os.makedirs(env["HOME"])
        if shutil.which("pre-commit", path=env["PATH"]) is None:
            print("precommit-check: installing pre-commit from PyPI", file=sys.stderr)
            run([sys.executable, "-m", "venv", work + "/venv"], ROOT, env)
            run([work + "/venv/bin/pip", "install", "-q", "pre-commit"], ROOT, env)
            env["PATH"] = work + "/venv/bin:" + env["PATH"]

        # HEAD alone in a repository of its own: the framework clones `repo:` at `rev:`.
        upstream = work + "/PuenteScan"
        run(["git", "init", "-q", upstream], ROOT, env)
        run(["git", "-C", upstream, "fetch", "-q", ROOT, "HEAD"], ROOT, env)
        rev = run(["git", "-C", upstream, "rev-parse", "FETCH_HEAD"], ROOT, env).strip()
        env["PUENTE_REPO"] = upstream
        env["PUENTE_REV"] = rev

        place = work + "/pc-demo/MigratingApp"
        shutil.copytree(os.path.join(ROOT, "Examples", "MigratingApp"), place)
        run(["sh", "-c", "git init -q -b main && git add -A && git commit -q -m MigratingApp"], place, env)
        print("precommit-check: the framework builds puente in release (a few minutes)", file=sys.stderr)
        config = f"repos:\n  - repo: {upstream}\n    rev: {rev}\n    hooks:\n      - id: puente\n"
        open(place + "/.pre-commit-config.yaml", "w").write(config)
        run(["pre-commit", "install-hooks"], place, env)
        built = glob.glob(env["PRE_COMMIT_HOME"] + "/repo*/swift_env-*/.build/release/puente")
        if len(built) != 1:
            sys.exit(f"precommit-check: expected one puente built by the framework, found {built}")
        os.makedirs(work + "/pc-demo/bin")
        os.symlink(built[0], work + "/pc-demo/bin/puente")
        env["PATH"] = work + "/pc-demo/bin:" + env["PATH"]

        def shell(command):
            out = run(["/bin/sh", "-c", "{ " + command + "\n} 2>&1"], place, env, check=False)
            return out.replace(work, "/tmp")

        failures = 0
        # Run in page order (the place keeps its state), then rewrite from the end.
        results = []
        for i in blocks:
            setup = MARKER.match(lines[i]).group(1)
            if i + 1 >= len(lines) or not lines[i + 1].startswith("```"):
                sys.exit(f"docs/pre-commit.md:{i + 1}: a marker must stand right before a fenced block")
            end = next(j for j in range(i + 2, len(lines)) if lines[j].startswith("```"))
            shown = "".join(line + "\n" for line in lines[i + 2 : end])
            if setup:
                shell(setup)
            printed = ""
            for line in lines[i + 2 : end]:
                if line.startswith("$ "):
                    printed += line + "\n" + shell(line[2:])
            results.append((i, end, shown, printed))
        for i, end, shown, printed in reversed(results):
            if shown == printed:
                continue
            if update:
                lines[i + 2 : end] = printed.split("\n")[:-1]
            else:
                failures += 1
                print(f"docs/pre-commit.md:{i + 1}: the pre-commit transcript prints:\n{printed}", file=sys.stderr)
        if update:
            open(page, "w", encoding="utf-8").write("\n".join(lines))
            print(f"precommit-check: rewrote {sum(shown != printed for _, _, shown, printed in results)} transcript(s)")
            return
        if failures:
            sys.exit(f"precommit-check: {failures} transcript(s) differ; `make precommit-check UPDATE=1` rewrites them")
        print(f"precommit-check: {len(blocks)} transcript(s) agree (pre-commit framework, rev {rev[:12]})")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

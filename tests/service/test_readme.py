"""The README's curl transcripts, run as printed against the real launcher, so that the page cannot drift.

Every ```text block of README.md that holds `$ ` command lines is a transcript: each command is followed by
the lines it prints. The test starts the server as the README says (scripts/_serve.py: the Procfile's lines
and an embedded Redis, on a port of its own, with its data in tmp_path), runs every command of every
transcript in one bash session (as a newcomer pastes them into one terminal, with `B` set to the server's
address) and compares each command's output with the printed lines. The only differences allowed are the
documented elisions: game ids, tokens (printed shortened as `8_6pWg5-...`, so the command must shorten them
too), times (`ts`, `created_at`, `updated_at`) and `seed_sha256`.

It needs `curl` and `jq` (skipped, saying so, when either is missing). It takes about 10 s; nothing in it
waits a fixed time: the server is waited for by its banner, the AI's turn by the README's own loop."""
from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from .launcher import ROOT, free_port, start_serve, wait_for_banner

README = ROOT / "README.md"
START_TIMEOUT = 180  # seconds for the launcher to print its banner (Redis, gunicorn and the RQ worker up)
RUN_TIMEOUT = 300  # seconds for all the transcripts (about 5 s on an idle machine): a safety net only
MARK = "@@readme-step"

# What may differ from the page, on both sides replaced by a placeholder: (pattern, replacement).
ELISIONS = [
    (re.compile(r'"game_id": ?"[A-Za-z0-9_-]{1,32}"'), '"game_id":"<game id>"'),
    (re.compile(r'"(token|owner_token)": ?"[A-Za-z0-9_-]{8}\.\.\."'), r'"\1":"<token>"'),
    (re.compile(r'"(ts|created_at|updated_at)": ?[0-9]+'), r'"\1":<time>'),
    (re.compile(r'"seed_sha256": ?"[0-9a-f.]+"'), '"seed_sha256":"<sha256>"'),
]


def elide(text: str) -> str:
    for pattern, replacement in ELISIONS:
        text = pattern.sub(replacement, text)
    return text


def transcripts(text: str) -> list[list[tuple[str, list[str]]]]:
    """The README's transcripts: for each ```text block with `$ ` lines, its (command, printed lines)."""
    found = []
    for block in re.findall(r"^```text\n(.*?)^```", text, re.MULTILINE | re.DOTALL):
        lines = block.splitlines()
        if not any(line.startswith("$ ") for line in lines):
            continue
        steps: list[tuple[str, list[str]]] = []
        for line in lines:
            if line.startswith("$ "):
                steps.append((line[2:], []))
            elif steps:
                steps[-1][1].append(line)
            else:
                assert not line.strip(), f"a transcript starts with output, not a command: {line!r}"
        for _, printed in steps:  # the blank lines between one command's output and the next command
            while printed and not printed[-1].strip():
                printed.pop()
        found.append(steps)
    return found


def script(steps: list[tuple[str, list[str]]]) -> str:
    """One bash script running the commands in order, a marker line before each (and one at the end)."""
    parts = ["exec 2>&1"]
    for i, (command, _) in enumerate(steps):
        parts += [f"echo '{MARK} {i}'", command]
    parts.append(f"echo '{MARK} end'")
    return "\n".join(parts) + "\n"


def outputs(text: str) -> dict[str, str]:
    """The output of each step, by its marker's name ('0', '1', ..., 'end')."""
    pieces = re.split(rf"{MARK} (\S+)\n", text)  # not anchored: an output without its last newline shows
    return dict(zip(pieces[1::2], pieces[2::2], strict=True))


def get(url: str) -> tuple[int, str, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, response.headers.get_content_type(), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get_content_type(), error.read()


def test_setup_is_two_commands() -> None:
    text = README.read_text(encoding="utf-8")
    section = text.split("## Set-up on a fresh machine", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"^```sh\n(.*?)^```", section, re.MULTILINE | re.DOTALL)
    assert block, "the set-up section has no sh block"
    commands = [line.split("#", 1)[0].strip() for line in block.group(1).splitlines()]
    assert [c for c in commands if c] == ["./scripts/serve", "./scripts/test"]


def test_readme_transcripts_reproduce(tmp_path: Path) -> None:
    missing = [tool for tool in ("curl", "jq") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"the README's transcripts need {' and '.join(missing)}, not installed on this machine "
                    f"(apt-get install {' '.join(missing)})")
    text = README.read_text(encoding="utf-8")
    blocks = transcripts(text)
    steps = [step for block in blocks for step in block]
    assert len(blocks) >= 2 and any("/v1/health" in c for c, _ in steps) and any('"sparks"' in c for c, _ in steps), \
        "the README's transcripts were not found (```text blocks with `$ ` command lines)"

    port = free_port()
    log_path = tmp_path / "serve.log"
    server, log = start_serve(tmp_path, "readme", port)
    base = f"http://127.0.0.1:{port}"
    work = tmp_path / "work"  # the newcomer's directory: game.json lands here
    work.mkdir()
    try:
        wait_for_banner(server, log_path, base, START_TIMEOUT)

        # the interactive docs, at the address the README gives
        docs = re.findall(r"`(?:http://127\.0\.0\.1:8000)?(/docs/?)`", text)
        assert "/docs/" in docs, "the README does not say where the interactive docs are"
        for path in set(docs):
            status, media_type, _ = get(base + path)
            assert (status, media_type) == (200, "text/html"), f"{path}: {status} {media_type}"

        shell_env = {k: v for k, v in os.environ.items() if not k.startswith(("REDIS_URL", "TABULA_"))}
        shell_env["B"] = base
        shell = subprocess.Popen(["bash", "-c", script(steps)], cwd=work, env=shell_env, stdout=subprocess.PIPE,
                                 stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            out, _ = shell.communicate(timeout=RUN_TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(shell.pid, signal.SIGKILL)
            out, _ = shell.communicate()
        got = outputs(out.decode(errors="replace"))
        assert "end" in got, (f"the transcripts did not finish in {RUN_TIMEOUT} s; the last command started: "
                              f"{steps[len(got) - 1][0] if got else '(none)'}")
        for i, (command, printed) in enumerate(steps):
            actual = got[str(i)]
            assert not actual or actual.endswith("\n"), f"$ {command}\nprints no newline at its end: {actual!r}"
            actual_lines = actual.splitlines()
            assert [elide(line) for line in actual_lines] == [elide(line) for line in printed], (
                f"README.md differs from what the server answers\n$ {command}\n"
                "printed:\n" + "\n".join(printed) + "\nactual:\n" + "\n".join(actual_lines))
    finally:
        os.killpg(server.pid, signal.SIGINT)  # Ctrl-C, as the README says
        try:
            code = server.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            code = server.wait()
        log.close()
    assert code == 0, log_path.read_text()[-3000:]

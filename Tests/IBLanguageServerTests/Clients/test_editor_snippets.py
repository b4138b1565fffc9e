"""The setup snippets of Docs/Editors.md for editors that cannot run here: each parses, and each
starts `ibkit lsp` (or `ibkit mcp`) for the file kinds it should."""
import json
import os
import pathlib
import re
import tomllib

DOCS = pathlib.Path(os.environ.get("IBKIT_DOCS", pathlib.Path(__file__).resolve().parents[3] / "Docs")) / "Editors.md"


def blocks(language):
    text = DOCS.read_text()
    return [textwrap_dedent(block) for block in re.findall(r"```" + language + r"\n(.*?)```", text, re.S)]


def textwrap_dedent(block):
    lines = block.split("\n")
    indent = min((len(l) - len(l.lstrip()) for l in lines if l.strip()), default=0)
    return "\n".join(l[indent:] for l in lines)


def test_every_json_snippet_parses_and_starts_a_server():
    snippets = [json.loads(block) for block in blocks("json")]
    assert len(snippets) == 4
    vscode, sublime, cursor, vscode_mcp = snippets
    assert vscode["glspc.server.command"] == "ibkit" and vscode["glspc.server.commandArguments"] == ["lsp"]
    assert {"xml", "swift", "objective-c"} <= set(vscode["glspc.server.languageId"])
    assert vscode["files.associations"] == {"*.storyboard": "xml", "*.xib": "xml"}
    assert sublime["clients"]["ibkit"]["command"] == ["ibkit", "lsp"]
    assert all(scope in sublime["clients"]["ibkit"]["selector"] for scope in ["text.xml", "source.swift", "source.objc"])
    assert cursor["mcpServers"]["ibkit"] == {"command": "ibkit", "args": ["mcp"]}
    assert vscode_mcp["servers"]["ibkit"]["args"] == ["mcp"]


def test_the_helix_snippet_parses_and_serves_documents_and_swift():
    [helix] = [tomllib.loads(block) for block in blocks("toml")]
    assert helix["language-server"]["ibkit"] == {"command": "ibkit", "args": ["lsp"]}
    languages = {entry["name"]: entry for entry in helix["language"]}
    assert {"xib", "storyboard"} <= set(languages["xml"]["file-types"])
    assert "ibkit" in languages["xml"]["language-servers"] and "ibkit" in languages["swift"]["language-servers"]

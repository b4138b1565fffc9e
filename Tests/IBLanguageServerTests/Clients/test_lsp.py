"""ibkit lsp driven by pytest-lsp's client (pygls and lsprotocol from PyPI)."""
import asyncio
import os
import pathlib
import shutil
import sys
import tempfile
import time

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

IBKIT = os.environ["IBKIT"]
EXAMPLE = os.environ["IBKIT_EXAMPLE"]
DEBOUNCE = 0.25

ROOT = pathlib.Path(tempfile.mkdtemp(prefix="ibkit-pytest-lsp-")) / "SeedApp"
shutil.copytree(EXAMPLE, ROOT)
ROOT = ROOT.resolve()
SWIFT = ROOT / "Sources/SettingsViewController.swift"
STORYBOARD = ROOT / "Base.lproj/Settings.storyboard"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[IBKIT, "lsp", "--debounce", str(DEBOUNCE)]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(),
        workspace_folders=[types.WorkspaceFolder(uri=ROOT.as_uri(), name="SeedApp")]))
    yield
    await lsp_client.shutdown_session()


async def diagnostics_for(client, path, accept, timeout=20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = client.diagnostics.get(path.as_uri())
        if found is not None and accept(found):
            return found
        await asyncio.sleep(0.02)
    raise AssertionError(f"no accepted diagnostics for {path.name}: {client.diagnostics.get(path.as_uri())}; published for {sorted(client.diagnostics)}; log {client.log_messages}")


def codes(diagnostics):
    return [d.code for d in diagnostics]


def apply_edits(text, edits):
    lines = text.split("\n")
    def offset(position):
        # The example is ASCII, where UTF-16 units are characters.
        return sum(len(line) + 1 for line in lines[:position.line]) + position.character
    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        text = text[:offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


@pytest.mark.asyncio
async def test_rename_in_swift_shows_in_the_storyboard_and_the_quick_fix_clears_it(client: LanguageClient):
    await diagnostics_for(client, STORYBOARD, lambda d: codes(d) == ["identifier-unused"])
    source = SWIFT.read_text()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=SWIFT.as_uri(), language_id="swift", version=1, text=source)))
    started = time.monotonic()
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=SWIFT.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=source.replace("notificationsChanged(", "notificationsToggled("))]))
    broken = await diagnostics_for(client, STORYBOARD, lambda d: "action-missing" in codes(d))
    elapsed = time.monotonic() - started
    # One debounce, then one incremental check of a five-document app.
    assert elapsed < DEBOUNCE + 1.5, elapsed
    finding = next(d for d in broken if d.code == "action-missing")
    assert finding.range.start.line == 23

    text = STORYBOARD.read_text()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=STORYBOARD.as_uri(), language_id="xml", version=1, text=text)))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=STORYBOARD.as_uri()), range=finding.range,
        context=types.CodeActionContext(diagnostics=[finding])))
    assert actions[0].title == "Point the action at 'notificationsToggled:'"
    fixed = apply_edits(text, actions[0].edit.changes[STORYBOARD.as_uri()])
    assert 'selector="notificationsToggled:"' in fixed
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=STORYBOARD.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    await diagnostics_for(client, STORYBOARD, lambda d: "action-missing" not in codes(d))


@pytest.mark.asyncio
async def test_definition_there_and_back_references_and_hover(client: LanguageClient):
    dashboard_swift = ROOT / "Sources/DashboardViewController.swift"
    dashboard = ROOT / "Base.lproj/Dashboard.storyboard"
    lines = dashboard_swift.read_text().split("\n")
    line = next(i for i, l in enumerate(lines) if 'withIdentifier: "DashboardViewController"' in l)
    column = lines[line].index('"DashboardViewController"') + 3
    to_scene = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=dashboard_swift.as_uri()), position=types.Position(line=line, character=column)))
    assert to_scene[0].uri == dashboard.as_uri()
    scene_line = to_scene[0].range.start.line
    scene_text = dashboard.read_text().split("\n")[scene_line]
    assert 'storyboardIdentifier="DashboardViewController"' in scene_text
    back = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=dashboard.as_uri()),
        position=types.Position(line=scene_line, character=scene_text.index("storyboardIdentifier=") + 25)))
    assert [(l.uri, l.range.start.line) for l in back] == [(dashboard_swift.as_uri(), line)]

    to_class = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=dashboard.as_uri()),
        position=types.Position(line=scene_line, character=scene_text.index("customClass=") + 15)))
    assert to_class[0].uri == dashboard_swift.as_uri()

    swift_lines = SWIFT.read_text().split("\n")
    outlet_line = next(i for i, l in enumerate(swift_lines) if "@IBOutlet" in l)
    references = await client.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri=SWIFT.as_uri()), position=types.Position(line=outlet_line, character=30),
        context=types.ReferenceContext(include_declaration=False)))
    assert [(r.uri, r.range.start.line) for r in references] == [(STORYBOARD.as_uri(), 16)] or \
        [r.uri for r in references] == [STORYBOARD.as_uri()]

    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=dashboard.as_uri()), position=types.Position(line=scene_line, character=scene_text.index("<") + 2)))
    assert "`DashboardViewController` (custom class)" in hover.contents.value
    image = hover.contents.value.split("](")[-1].rstrip(")")
    assert image.startswith("file://") and pathlib.Path(image[len("file://"):]).read_text().find("<svg") >= 0

    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=dashboard.as_uri())))
    assert symbols[0].name.endswith("Scene")

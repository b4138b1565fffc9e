"""ibkit mcp driven by the reference MCP client (the `mcp` package from PyPI)."""
import base64
import os
import shutil
import tempfile

import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

IBKIT = os.environ["IBKIT"]
EXAMPLE = os.environ["IBKIT_EXAMPLE"]


@pytest.fixture
def workspace():
    folder = tempfile.mkdtemp(prefix="ibkit-mcp-")
    shutil.copytree(EXAMPLE, os.path.join(folder, "SeedApp"))
    yield os.path.join(folder, "SeedApp")
    shutil.rmtree(folder, ignore_errors=True)


async def session_run(root, body):
    params = StdioServerParameters(command=IBKIT, args=["mcp", "--root", root])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            return await body(session)


def text_of(result):
    return "\n".join(part.text for part in result.content if part.type == "text")


@pytest.mark.anyio
async def test_tools_are_listed_with_their_arguments(workspace):
    async def body(session):
        tools = (await session.list_tools()).tools
        names = {tool.name for tool in tools}
        assert {"check", "outline", "layout", "flows", "render", "diff", "format", "merge", "refactor_extract", "edit", "convert"} <= names
        render = next(tool for tool in tools if tool.name == "render")
        assert render.input_schema["required"] == ["path"]
    await session_run(workspace, body)


@pytest.mark.anyio
async def test_check_returns_structured_findings(workspace):
    async def body(session):
        clean = await session.call_tool("check", {})
        assert not clean.is_error
        assert clean.structured_content["errors"] == 0
        # An agent renames a method by hand; check names the storyboard line it broke.
        source = os.path.join(workspace, "Sources/SettingsViewController.swift")
        with open(source) as f:
            text = f.read()
        with open(source, "w") as f:
            f.write(text.replace("notificationsChanged(", "notificationsToggled("))
        broken = await session.call_tool("check", {"path": "."})
        findings = broken.structured_content["findings"]
        missing = [f for f in findings if f["ruleID"] == "action-missing"]
        assert len(missing) == 1
        assert missing[0]["location"]["file"].endswith("Base.lproj/Settings.storyboard")
        assert missing[0]["location"]["line"] == 24
        assert broken.structured_content["errors"] == 1
    await session_run(workspace, body)


@pytest.mark.anyio
async def test_render_returns_a_picture(workspace):
    async def body(session):
        result = await session.call_tool("render", {"path": "Base.lproj/Settings.storyboard"})
        assert not result.is_error, text_of(result)
        images = [part for part in result.content if part.type == "image"]
        assert len(images) >= 1  # the scene, and the storyboard's map
        data = base64.b64decode(images[0].data)
        if images[0].mime_type == "image/png":
            assert data.startswith(b"\x89PNG")
        else:
            assert images[0].mime_type == "image/svg+xml" and b"<svg" in data
    await session_run(workspace, body)


@pytest.mark.anyio
async def test_convert_returns_the_swift_that_builds_each_scene(workspace):
    async def body(session):
        result = await session.call_tool("convert", {"path": "Base.lproj/Settings.storyboard"})
        assert not result.is_error, text_of(result)
        code = text_of(result)
        assert "extension SettingsViewController {" in code and "func loadConvertedView() {" in code
        assert "notificationsSwitch.addTarget(self, action: #selector(SettingsViewController.notificationsChanged(_:)), for: .valueChanged)" in code
        written = await session.call_tool("convert", {"path": "Base.lproj/Settings.storyboard", "outputFolder": "Converted"})
        assert not written.is_error, text_of(written)
        assert os.path.exists(os.path.join(workspace, "Converted", "SettingsViewController+Settings.swift"))
    await session_run(workspace, body)


@pytest.mark.anyio
async def test_outline_and_flows_describe_the_storyboard(workspace):
    async def body(session):
        outline = text_of(await session.call_tool("outline", {"path": "Base.lproj/Settings.storyboard"}))
        assert "Settings View Controller" in outline and "notificationsChanged:" in outline
        flows = await session.call_tool("flows", {"path": "Base.lproj/Main.storyboard"})
        assert not flows.is_error, text_of(flows)
    await session_run(workspace, body)


@pytest.mark.anyio
async def test_a_path_outside_the_workspace_is_refused(workspace):
    async def body(session):
        for path in ["/etc/passwd", "../../outside.storyboard", os.path.dirname(workspace)]:
            result = await session.call_tool("outline", {"path": path})
            assert result.is_error
            assert "outside the workspace" in text_of(result)
        link = os.path.join(workspace, "escape")
        os.symlink("/etc", link)
        result = await session.call_tool("check", {"path": "escape"})
        assert result.is_error and "outside the workspace" in text_of(result)
        unknown = await session.call_tool("no_such_tool", {})
        assert unknown.is_error
    await session_run(workspace, body)


@pytest.fixture
def anyio_backend():
    return "asyncio"


@pytest.mark.anyio
async def test_edit_describes_each_operation_and_applies_all_or_nothing(workspace):
    async def body(session):
        tools = (await session.list_tools()).tools
        edit = next(tool for tool in tools if tool.name == "edit")
        operations = edit.input_schema["properties"]["edits"]["items"]["oneOf"]
        assert {op["properties"]["op"]["const"] for op in operations} == {
            "addView", "addConstraint", "embedInStack", "set", "remove", "connectOutlet", "connectAction", "addSegue", "renameClass", "addScene"}
        path = "Base.lproj/Main.storyboard"
        with open(os.path.join(workspace, path), "rb") as f:
            before = f.read()
        refused = await session.call_tool("edit", {"path": path, "edits": [
            {"op": "set", "id": "aaa-bt-001", "properties": {"title": "Next"}},
            {"op": "remove", "id": "no-such-id"}]})
        assert refused.is_error and "edit 2 (remove)" in text_of(refused)
        with open(os.path.join(workspace, path), "rb") as f:
            assert f.read() == before
        applied = await session.call_tool("edit", {"path": path, "edits": [
            {"op": "set", "id": "aaa-bt-001", "properties": {"title": "Next"}},
            {"op": "connectAction", "source": "aaa-bt-001", "target": "aaa-vc-001", "selector": "next:"}]})
        assert not applied.is_error, text_of(applied)
        assert "title=Next" in text_of(applied) and "created:" in text_of(applied)
        with open(os.path.join(workspace, path)) as f:
            text = f.read()
        assert '<state key="normal" title="Next"/>' in text and 'selector="next:"' in text
    await session_run(workspace, body)


@pytest.mark.anyio
async def test_an_agent_adds_a_wired_button_under_a_label_and_check_stays_clean(workspace):
    async def body(session):
        path = "Base.lproj/Main.storyboard"
        applied = await session.call_tool("edit", {"path": path, "project": ".", "edits": [
            {"op": "addView", "parent": "bbb-vw-001", "class": "UIButton", "ref": "retry", "properties": {"title": "Retry"},
             "constraints": [{"attribute": "top", "relatedTo": "bbb-lb-001", "relatedAttribute": "bottom", "constant": 8},
                             {"attribute": "centerX", "relatedTo": "bbb-lb-001"}]},
            {"op": "connectOutlet", "source": "bbb-vc-001", "property": "retryButton", "destination": "$retry", "declare": True},
            {"op": "connectAction", "source": "$retry", "target": "bbb-vc-001", "selector": "retry:", "declare": True}]})
        assert not applied.is_error, text_of(applied)
        report = text_of(applied)
        assert "error:" not in report and "ambiguous" not in report, report
        with open(os.path.join(workspace, "Sources/BViewController.swift")) as f:
            code = f.read()
        assert "@IBOutlet weak var retryButton: UIButton!" in code and "@IBAction func retry(_ sender: Any) {" in code
        checked = await session.call_tool("check", {"path": "."})
        assert checked.structured_content["errors"] == 0, checked.structured_content["findings"]
        assert checked.structured_content["warnings"] == 0, checked.structured_content["findings"]
        picture = await session.call_tool("render", {"path": path, "scene": "bbb-vc-001"})
        assert not picture.is_error, text_of(picture)
        images = [part for part in picture.content if part.type == "image"]
        assert len(images) == 1
        data = base64.b64decode(images[0].data)
        if images[0].mime_type == "image/svg+xml":
            assert b"Retry" in data
        else:
            assert data.startswith(b"\x89PNG")
    await session_run(workspace, body)

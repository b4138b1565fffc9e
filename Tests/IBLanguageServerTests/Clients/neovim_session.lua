-- Neovim's own LSP client, headless, with the setup Docs/Editors/ibkit.lua documents: a rename
-- in Swift shows in the storyboard, the quick fix clears it, go to definition and back.
local root = os.getenv('IBKIT_ROOT')
vim.g.ibkit_command = os.getenv('IBKIT')
vim.cmd('cd ' .. root)
dofile(os.getenv('IBKIT_SETUP'))

local function fail(message)
  io.stderr:write('FAIL: ' .. message .. '\n')
  vim.cmd('cquit 1')
end

local function has_code(buffer, code)
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    if diagnostic.code == code or (diagnostic.user_data and diagnostic.user_data.lsp and diagnostic.user_data.lsp.code == code) then
      return diagnostic
    end
  end
  return nil
end

local swift = root .. '/Sources/SettingsViewController.swift'
local storyboard = root .. '/Base.lproj/Settings.storyboard'
vim.cmd('edit ' .. storyboard)
local storyboard_buffer = vim.api.nvim_get_current_buf()
vim.cmd('edit ' .. swift)
local swift_buffer = vim.api.nvim_get_current_buf()
if not vim.wait(20000, function() return #vim.lsp.buf_get_clients(swift_buffer) == 1 end, 20) then fail('the Swift buffer has no ibkit client') end

if not vim.wait(20000, function() return has_code(storyboard_buffer, 'identifier-unused') ~= nil end, 20) then
  fail('no first diagnostics for the storyboard')
end

-- Rename the action in the Swift buffer (unsaved).
local lines = vim.api.nvim_buf_get_lines(swift_buffer, 0, -1, false)
for i, line in ipairs(lines) do lines[i] = line:gsub('notificationsChanged%(', 'notificationsToggled(') end
vim.api.nvim_buf_set_lines(swift_buffer, 0, -1, false, lines)
if not vim.wait(20000, function() return has_code(storyboard_buffer, 'action-missing') ~= nil end, 20) then
  fail('the storyboard never showed action-missing after the rename')
end
local finding = has_code(storyboard_buffer, 'action-missing')
if finding.lnum ~= 23 then fail('action-missing on line ' .. finding.lnum) end

-- The quick fix, applied through Neovim's own workspace edit.
local params = {
  textDocument = { uri = vim.uri_from_bufnr(storyboard_buffer) },
  range = { start = { line = finding.lnum, character = finding.col }, ['end'] = { line = finding.end_lnum, character = finding.end_col } },
  context = { diagnostics = { { range = { start = { line = finding.lnum, character = finding.col }, ['end'] = { line = finding.end_lnum, character = finding.end_col } },
                                code = 'action-missing', message = finding.message, severity = 1 } } },
}
local answers = vim.lsp.buf_request_sync(storyboard_buffer, 'textDocument/codeAction', params, 10000)
local action
for _, answer in pairs(answers or {}) do action = answer.result and answer.result[1] end
if not action or action.title ~= "Point the action at 'notificationsToggled:'" then fail('unexpected quick fix: ' .. vim.inspect(action)) end
vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
if not vim.wait(20000, function() return has_code(storyboard_buffer, 'action-missing') == nil end, 20) then
  fail('action-missing did not clear after the quick fix')
end

-- Go to definition from the action to the renamed method, and back through references.
local storyboard_lines = vim.api.nvim_buf_get_lines(storyboard_buffer, 0, -1, false)
local column = storyboard_lines[24]:find('selector=') + 12
local definition = vim.lsp.buf_request_sync(storyboard_buffer, 'textDocument/definition',
  { textDocument = { uri = vim.uri_from_bufnr(storyboard_buffer) }, position = { line = 23, character = column } }, 10000)
local target
for _, answer in pairs(definition or {}) do target = answer.result and answer.result[1] end
if not target or vim.uri_to_fname(target.uri) ~= swift or target.range.start.line ~= 6 then fail('definition: ' .. vim.inspect(target)) end
local references = vim.lsp.buf_request_sync(swift_buffer, 'textDocument/references',
  { textDocument = { uri = vim.uri_from_bufnr(swift_buffer) }, position = { line = 6, character = 20 }, context = { includeDeclaration = false } }, 10000)
local found
for _, answer in pairs(references or {}) do found = answer.result and answer.result[1] end
if not found or vim.uri_to_fname(found.uri) ~= storyboard or found.range.start.line ~= 23 then fail('references: ' .. vim.inspect(found)) end

local hover = vim.lsp.buf_request_sync(storyboard_buffer, 'textDocument/hover',
  { textDocument = { uri = vim.uri_from_bufnr(storyboard_buffer) }, position = { line = 19, character = 32 } }, 10000)
local text
for _, answer in pairs(hover or {}) do text = answer.result and answer.result.contents.value end
if not text or not text:find('UISwitch', 1, true) then fail('hover: ' .. vim.inspect(text)) end

print('neovim session passed')
vim.cmd('qall!')

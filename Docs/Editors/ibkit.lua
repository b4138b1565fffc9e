-- ibkit's language server in Neovim (0.7 and later): diagnostics, go to definition, references,
-- hover, outline and quick fixes for .storyboard and .xib files and the Swift and Objective-C
-- code they name. Put this file in ~/.config/nvim/plugin/ (or `dofile` it from init.lua).
vim.cmd([[autocmd BufNewFile,BufRead *.storyboard,*.xib setfiletype xml]])

local clients = {}

-- The workspace: the nearest folder above the file holding .git, else the current folder.
local function root_of(path)
  local git = vim.fn.finddir('.git', vim.fn.fnamemodify(path, ':p:h') .. ';')
  if git ~= '' then return vim.fn.fnamemodify(git, ':p:h:h') end
  return vim.fn.getcwd()
end

local function attach(buffer)
  local name = vim.api.nvim_buf_get_name(buffer)
  if not (name:match('%.storyboard$') or name:match('%.xib$') or name:match('%.swift$')
          or name:match('%.[hm]$') or name:match('%.mm$')) then return end
  local root = root_of(name)
  if not clients[root] then
    clients[root] = vim.lsp.start_client({
      name = 'ibkit',
      cmd = { vim.g.ibkit_command or 'ibkit', 'lsp' },
      root_dir = root,
      workspace_folders = { { uri = vim.uri_from_fname(root), name = vim.fn.fnamemodify(root, ':t') } },
    })
  end
  vim.lsp.buf_attach_client(buffer, clients[root])
end

vim.cmd([[autocmd BufReadPost,BufNewFile *.storyboard,*.xib,*.swift,*.h,*.m,*.mm lua IbkitAttach(vim.fn.expand('<abuf>') + 0)]])
function IbkitAttach(buffer) attach(buffer) end

#!/usr/bin/env python3
"""The share of a corpus's visible texts that `ibkit render` draws, counting only texts Xcode's canvas shows.

usage: Scripts/render-texts-xcode.py IBKIT CORPUS_DIR [--list]

Collects the same texts as ../shared/tools/render_texts.py (labels, button titles, text field text and placeholders,
segments, bar button items, navigation items, tab bar items, search bars, AppKit cells, box titles, tab view items;
hidden subtrees, menus, texts over 60 characters or with line breaks skipped), then sets apart, by rule, the texts the
canvas does not show either:
  view-based-data-cell    a column's data cell in a view-based table (the table draws its cell views instead)
  tabless-tab-label       a tab view item's label in a tab view without tabs (noTabs* types) or in a tab view
                          controller whose tab style shows none (unspecified)
  matrix-prototype        a matrix's prototype cell (a template for new cells, not a cell)
  unshown-back-item       the back item of a controller that pushes no controller showing a back button: it pushes
                          nothing, or each controller it pushes puts its own left item in the back button's place (a
                          leftBarButtonItem, without leftItemsSupplementBackButton)
  barless-navigation-item the navigation item of a controller nothing puts under a navigation bar: no segue leads
                          to it, or only modal ones (modal, presentation, popover, sheet), and it simulates no bar
  uninstalled-view        a view, and what it holds, that the base configuration does not install (excluded in the
                          document's <variation key="default">)
  unplaced-bar-item       a bar button item that no bar holds (an object of the scene or a top-level object)
and prints both shares. Legacy <archive> documents are counted apart, as drawn or not."""
import collections, html, os, re, shutil, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

ibkit, root = sys.argv[1:3]
listing = '--list' in sys.argv
docs = sorted(os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith(('.xib', '.storyboard')))

def unshown_rules(r):
    """Element -> rule, for the texts the canvas does not show."""
    parents = {c: p for p in r.iter() for c in p}
    rules = {}
    for table in r.iter():
        if table.tag in ('tableView', 'outlineView') and table.get('viewBased') == 'YES':
            for cell in table.iter():
                if cell.get('key') == 'dataCell': rules[cell] = 'view-based-data-cell'
    for tabs in r.iter():
        tabless = (tabs.tag == 'tabView' and (tabs.get('type') or '').startswith('noTabs')) or \
                  (tabs.tag == 'tabViewController' and tabs.get('tabStyle') == 'unspecified')
        if tabless:
            for item in tabs.iter('tabViewItem'): rules[item] = 'tabless-tab-label'
    for matrix in r.iter('matrix'):
        for cell in matrix:
            if cell.get('key') == 'prototype': rules[cell] = 'matrix-prototype'
    # Controllers: which are pushed, held by a navigation controller, or push something.
    def controller_of(e):
        while e is not None and not (e.tag.endswith('Controller') or e.tag == 'viewController'):
            e = parents.get(e)
        return e
    def shows_back_button(controller_id):
        for c in r.iter():
            if c.get('id') != controller_id: continue
            item = next((i for i in c if i.tag == 'navigationItem' and i.get('key') == 'navigationItem'), None)
            if item is None: return True
            own_left = any(b.get('key') == 'leftBarButtonItem' or b.tag == 'leftBarButtonItems' for b in item)
            return not own_left or item.get('leftItemsSupplementBackButton') == 'YES'
        return True
    reached, pushes = set(), set()
    for s in r.iter('segue'):
        kind = s.get('kind'); dest = s.get('destination')
        if kind not in ('modal', 'presentation', 'popoverPresentation', 'popover', 'sheet'):
            reached.add(dest)
        if kind in ('push', 'show'):
            source = controller_of(parents.get(s))
            if source is not None and dest != source.get('id') and shows_back_button(dest): pushes.add(source.get('id'))
    for item in r.iter('navigationItem'):
        owner = parents.get(item)
        if owner is None or item.get('key') != 'navigationItem': continue
        simulated = any(c.tag == 'simulatedNavigationBarMetrics' for c in owner)
        if r.tag == 'document' and 'Storyboard' in (r.get('type') or '') and owner.get('id') not in reached and not simulated:
            rules[item] = 'barless-navigation-item'
        for back in item:
            if back.get('key') == 'backBarButtonItem' and owner.get('id') not in pushes: rules[back] = 'unshown-back-item'
    for objects in r.iter('objects'):
        for item in objects:
            if item.tag == 'barButtonItem': rules[item] = 'unplaced-bar-item'
    excluded = {x.get('reference') for v in r.iter('variation') if v.get('key') == 'default' for x in v.iter('exclude')}
    for e in r.iter():
        if e.get('id') in excluded and e.tag != 'constraint': rules[e] = 'uninstalled-view'
    return rules

def texts(doc):
    out = []
    try: r = ET.parse(doc).getroot()
    except ET.ParseError: return out
    rules = unshown_rules(r)
    def walk(e, hidden, inherited):
        if e.tag in ('menu', 'menuItem', 'resources'): return
        hid = hidden or e.get('hidden') == 'YES'
        if rules.get(e) == 'uninstalled-view': inherited = 'uninstalled-view'
        if not hid:
            t, a, k = e.tag, e.get, None
            if t == 'label' and a('text'): k = ('label', a('text'))
            elif t == 'state' and a('key') == 'normal' and a('title'): k = ('button', a('title'))
            elif t == 'textField':
                if a('text'): k = ('textField', a('text'))
                elif a('placeholder'): k = ('placeholder', a('placeholder'))
            elif t == 'segment' and a('title'): k = ('segment', a('title'))
            elif t == 'barButtonItem' and a('title'): k = ('barButtonItem', a('title'))
            elif t == 'navigationItem' and a('title'): k = ('navigationItem', a('title'))
            elif t == 'tabBarItem' and a('title'): k = ('tabBarItem', a('title'))
            elif t == 'searchBar' and a('placeholder'): k = ('searchBar', a('placeholder'))
            elif t == 'textFieldCell' and a('title'): k = ('NSTextField', a('title'))
            elif t == 'buttonCell' and a('title') and a('type') not in ('bevel',): k = ('NSButton', a('title'))
            elif t == 'box' and a('title') and a('titlePosition') != 'noTitle' and a('boxType') not in ('separator', 'custom'): k = ('NSBox', a('title'))
            elif t == 'tabViewItem' and a('label'): k = ('tabViewItem', a('label'))
            if k: out.append((k[0], k[1], rules.get(e) or inherited))
        for c in e: walk(c, hid, inherited)
    walk(r, False, None)
    return [(k, v, rule) for k, v, rule in out if v.strip() and len(v) <= 60 and '\n' not in v]

shown = collections.defaultdict(lambda: [0, 0]); every = [0, 0]; unshown = collections.Counter(); missing = []; archives = [0, 0]
for d in docs:
    legacy = b'<archive' in open(d, 'rb').read(400)
    out = tempfile.mkdtemp()
    subprocess.run([ibkit, 'render', d, '-o', out, '--format', 'svg'], capture_output=True, timeout=120)
    svgs = ''.join(open(os.path.join(out, f), encoding='utf-8', errors='replace').read() for f in os.listdir(out) if f.endswith('.svg'))
    shutil.rmtree(out, ignore_errors=True)
    if legacy:
        archives[1] += 1; archives[0] += bool(svgs); continue
    plain = html.unescape(re.sub(r'<[^>]+>', '\x00', svgs))
    for kind, value, rule in texts(d):
        drawn = value in plain or value[:12] in plain
        every[0] += drawn; every[1] += 1
        if rule: unshown[rule] += 1; continue
        shown[kind][0] += drawn; shown[kind][1] += 1
        if not drawn: missing.append(f'{kind}: {os.path.relpath(d, root)}: {value[:30]!r}')
for kind, (a, b) in sorted(shown.items(), key=lambda kv: -kv[1][1]):
    print(f'{kind:16s} {a:5d}/{b:5d} = {100 * a / b:5.1f}%')
print('texts the canvas does not show, set apart:', ', '.join(f'{k} {n}' for k, n in unshown.most_common()))
a, b = sum(x for x, _ in shown.values()), sum(y for _, y in shown.values())
print(f'render texts, as Xcode shows them: {a}/{b} = {100 * a / b:.1f}%; every text: {every[0]}/{every[1]} = {100 * every[0] / every[1]:.1f}%; '
      f'legacy archives drawn {archives[0]}/{archives[1]}')
if listing: print('\n'.join(missing))

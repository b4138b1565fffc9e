#!/usr/bin/env python3
"""Replays real edits through `ibkit edit` and reports how often the result equals what the developer saved.

Measures the claim: from the real merges in ../shared/merges, derive edit scripts for the changes one side made
(base -> ours) that the operations can express, apply them to base, and count the share equal to ours by meaning.

usage: Scripts/edit-replay.py IBKIT [--cases DIR] [--merges DIR] [--verbose]
  IBKIT      the ibkit binary (runs `IBKIT edit BASE --script S --output OUT --json`; builds nothing)
  --cases    extracted cases (<repo>/<n>/{base,ours}.<ext> + meta.json); default: --merges/cases.tar.xz, unpacked
  --merges   the folder with oracle.py and cases.tar.xz (default: ../../shared/merges from this script)
  --verbose  every case with its class, its script and what no operation expresses

Both documents are compared element by element, matched by id (a scene by its sceneID) with oracle.py's facets:
attributes, keyed children, members. Each difference becomes an edit (remove, set, renameClass, addScene, addView,
addConstraint, connectOutlet, connectAction, addSegue) or is named as a change no operation expresses: a value (a
colour, a font, an image) is an edit only where one of the script's value forms writes it exactly, an added view or
scene only where it is what addView or addScene writes but for `set` properties; what the operations write is in
edit_replay_derive.py beside this script. A case is:
  legacy         base or ours is a legacy <archive> xib, which `ibkit edit` does not read
  unchanged      base equals ours by oracle.py's `same`
  geometry-only  equal once editor geometry is left out (below): nothing for an edit to do
  full           every change is expressible: the script's result is judged against ours
  partial        some are: the script runs too, and must make what it expresses and nothing ours lacks
  none           no change is expressible
Equality is oracle.py's `same` (attribute and sibling order, whitespace, tool versions ignored), once the ids that
`ibkit edit` makes are renamed to the ids ours gave the same elements (in the order ibkit makes them: each edit's
element, then those it writes with it, as an AppKit view's cell or a scene's view and First Responder). `same`
compares frames too, but Xcode re-lays them out on save and `ibkit edit` solves new ones with its own engine, so a
result is judged twice: strictly, and with editor geometry left out (what oracle.GEOMETRY lists as geometry Xcode
recomputes: frames, canvas locations, placeholder intrinsic sizes, misplaced/ambiguous flags; and the preview
<device>; hugging priorities stay, as they change layout at run time). Classes use the second view."""
import argparse, copy, json, os, subprocess, sys, tarfile, tempfile, xml.etree.ElementTree as ET
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
cli = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
cli.add_argument('ibkit'); cli.add_argument('--cases'); cli.add_argument('--verbose', action='store_true')
cli.add_argument('--merges', default=os.path.join(HERE, '..', '..', 'shared', 'merges'))
ARGS = cli.parse_args()
IBKIT = os.path.abspath(ARGS.ibkit)
sys.path.insert(0, ARGS.merges); import oracle  # noqa: E402 -- the judge and its element model, reused, not copied

# What the operations write (the properties `set` and addView take and their value forms, addView's templates,
# addScene's scenes): Scripts/edit_replay_derive.py.
sys.path.insert(0, HERE)
from edit_replay_derive import (BACKGROUND, CONTAINERS, derive as derive_properties, holder, ids, module_attrs,  # noqa: E402
                                properties, role, scene_xml, shape, view_templates, write)
SEGUE_KINDS = {'show', 'showDetail', 'presentation', 'popoverPresentation', 'embed', 'push', 'modal'}
CONTROLS = {'button', 'textField', 'switch', 'slider', 'segmentedControl', 'stepper', 'datePicker', 'pageControl', 'colorWell'}
CONSTRAINT_ATTRS = {'top', 'bottom', 'leading', 'trailing', 'left', 'right', 'width', 'height', 'centerX', 'centerY',
                    'firstBaseline', 'lastBaseline', 'topMargin', 'bottomMargin', 'leadingMargin', 'trailingMargin'}
# Attributes naming another element and the elements connecting objects (EditContext+Remove.swift): what `remove`
# takes along, simulated to know which of ours' deletions one `remove` explains.
REF_ATTRS = ['destination', 'target', 'firstItem', 'secondItem', 'initialViewController', 'reference', 'tableViewCell',
             'textLabel', 'detailTextLabel', 'imageView', 'selectedItem', 'headerView', 'outlineTableColumn', 'popoverAnchorView',
             'popoverAnchorBarButtonItem', 'initialItem', 'previousBinding', 'headOfMergedCell']
CONNECTIONS = {'outlet', 'outletCollection', 'action', 'segue', 'binding'}
EDITOR_CHILDREN = {(f[1], f[2]) for f in oracle.GEOMETRY if isinstance(f, tuple)}   # frame, canvasLocation, ...
DOC = '<document>'
# What a re-save in Xcode 8 rewrites by itself (old documents: <animations/> and a clip view's default background
# go), which `same` still compares; counted apart, since no edit should make it.
RESAVE = {'lost <animations/>', 'clipView <color key=backgroundColor>'}

def strip(root):
    """The document without editor geometry (see above), in place."""
    for e in root.iter():
        for a in ('misplaced', 'ambiguous'): e.attrib.pop(a, None)
        for c in list(e):
            if (c.tag, c.get('key')) in EDITOR_CHILDREN or c.tag in oracle.EDITOR_ONLY: e.remove(c)
    return root

class Doc:
    """A document as the oracle sees it: each element with an ident, and its facets."""
    def __init__(self, root):
        self.root, self.parent = root, {c: p for p in root.iter() for c in p}
        self.by = {oracle.ident(e): e for e in root.iter() if e is not root and oracle.ident(e)}
        # The document's own facets: its attributes but tool versions, <resources>, which scenes it holds.
        head = ET.Element(root.tag, {k: v for k, v in root.attrib.items() if k not in ('toolsVersion', 'systemVersion')})
        head.extend(c for c in root if c.tag != 'dependencies')
        self.facets = {k: self.facets_of(e) for k, e in list(self.by.items()) + [(DOC, head)]}
        self.appkit = root.get('targetRuntime', '').startswith('MacOSX')
        self.storyboard = 'Storyboard' in root.get('type', '')

    @staticmethod
    def facets_of(e):
        """oracle.facets plus empty containers (<animations/>): its walk opens them to nothing, but `same` sees them."""
        def empties(x, path):
            for c in x:
                if not oracle.ident(c) and not c.attrib and not (c.text or '').strip():
                    yield from empties(c, path + (c.tag,)) if len(c) else [(path, ('empty', c.tag))]
        keyed, loose = oracle.facets(e)
        return keyed, loose | frozenset(empties(e, ()))

    def owner(self, e):
        """The ident of the nearest element above e that has one (the document when none)."""
        p = self.parent.get(e)
        while p is not None and p is not self.root and not oracle.ident(p): p = self.parent.get(p)
        return DOC if p is None or p is self.root else oracle.ident(p)

def changes(A, B, values=False):
    """Every difference A -> B: ('added'|'removed', ident), ('keyed', ident, facet), ('gained'|'lost', ident, member);
    with values, a keyed one carries both values too (so that a wrong value is a different change)."""
    out = []
    for k in list(A.facets) + [k for k in B.facets if k not in A.facets]:
        a, b = A.facets.get(k), B.facets.get(k)
        if a is None or b is None: out.append(('added' if a is None else 'removed', k)); continue
        out += [('keyed', k, f) + ((a[0].get(f), b[0].get(f)) if values else ())
                for f in set(a[0]) | set(b[0]) if a[0].get(f) != b[0].get(f)]
        out += [('lost', k, m) for m in a[1] - b[1]] + [('gained', k, m) for m in b[1] - a[1]]
    return out

def describe(c, A, B, values=False):
    """A change in a few words (the kinds tallied): the element's tag and what changed; with values, both values."""
    tag = 'document' if c[1] == DOC else element(c[1], B, A).tag
    if c[0] in ('added', 'removed'): return f'{c[0]} {tag}'
    f = c[2]
    if c[0] == 'keyed':
        what = f'{tag} {f}' if isinstance(f, str) else f'{tag} <{f[1]} key={f[2]}>'
        return what + (f': {str(A.facets[c[1]][0].get(f))[:80]} (edited) vs {str(B.facets[c[1]][0].get(f))[:80]} (ours)' if values else '')
    if f[1] == '#': return f'{tag} {"moved in" if c[0] == "gained" else "moved out"}: {element(f[2], B, A).tag}'
    if f[1][0] == 'empty': return f'{c[0]} <{f[1][1]}/>'   # an empty container: a format change, whatever the element
    return f'{tag} {c[0]} <{f[1][0]}>'

def element(i, *docs):
    """The element with ident i in the first of the documents that has it."""
    return next(D.by[i] for D in docs if i in D.by)

def simulate_remove(D, e):
    """The idents `remove` deletes with e, and the (ident, attribute) it drops elsewhere."""
    if D.storyboard and role(e.tag) in ('controller', 'reference') and D.parent[e].tag == 'objects':
        e = D.parent[D.parent[e]]                       # a storyboard controller goes with its scene
    inside = set(e.iter()); going = {x.get('id') for x in inside if x.get('id')}
    referring, drops = [], set()
    for x in D.root.iter():
        for a in REF_ATTRS:
            if x not in inside and x.get(a) in going:
                if x.tag == 'constraint' or x.tag in CONNECTIONS or a == 'destination': referring.append(x)
                else: drops.add((DOC if x is D.root else oracle.ident(x) or D.owner(x), '@' + a))
    second = {x.get('id') for x in referring}           # outlets to the constraints that go, go too
    referring += [x for x in D.root.iter() if x.tag in CONNECTIONS and x not in inside and x not in referring
                  and (x.get('destination') or x.get('target')) in second]
    return {oracle.ident(x) for r in [e] + referring for x in r.iter() if oracle.ident(x)}, drops

def derive(B, O):
    """The script for base -> ours: its edits, the ours ids they create (in the order ibkit makes them), what no edit
    expresses, and the changes the edits claim to make (checked after the run)."""
    ch = changes(B, O); keyed = [c for c in ch if c[0] == 'keyed']
    removed, added = ({c[1] for c in ch if c[0] == kind} for kind in ('removed', 'added'))
    ops, created, lacking, done, claimed = [], [], [], set(), set()    # done: accounted for, made or not
    # renameClass: a customClass changed, and every kept element of the old class has the new one.
    for old in {B.by[c[1]].get('customClass') for c in keyed if c[2] == '@customClass'} - {None}:
        users = [k for k, e in B.by.items() if e.get('customClass') == old and k in O.by]
        new = {O.by[k].get('customClass') for k in users}
        if len(new) == 1 and None not in new:
            ops.append({'op': 'renameClass', 'from': old, 'to': new.pop()})
            claimed |= {('keyed', k, '@customClass') for k in users}
    # remove: the topmost removed elements, when what `remove` takes along is gone from ours too.
    covered = set()
    for k, e in B.by.items():
        if k not in removed or k in covered: continue
        if k.startswith('scene:'):                      # a scene goes by removing its controller
            e = next((c for c in e.iterfind('objects/*') if role(c.tag) in ('controller', 'reference')), e)
        gone, drops = simulate_remove(B, e)
        if e.get('id') is None or e.get('placeholderIdentifier') or e.tag == 'exit' or e.get('key') == 'contentView' \
                or gone - removed or e.get('key') == 'view' and role(B.parent[e].tag) == 'controller':
            covered |= {oracle.ident(x) for x in B.by[k].iter() if oracle.ident(x)}
            lacking.append(f'removed {B.by[k].tag}' + (' (parts kept or moved)' if gone - removed else '')); continue
        ops.append({'op': 'remove', 'id': e.get('id')}); covered |= gone
        claimed |= {('removed', x) for x in gone} | {('keyed',) + d for d in drops}
    # set: the properties of a kept element (an AppKit control's in its cell too) whose values changed, where one of
    # the value forms writes ours' value.
    done |= claimed
    cell_of = lambda e: e.get('key') == 'cell' and role(e.tag) == 'cell' and oracle.ident(O.parent[e])
    for k in dict.fromkeys(cell_of(O.by[c[1]]) or c[1] for c in keyed if c not in done and c[1] in O.by):
        if k in B.by and k not in removed:
            props, made, failed, why = set_op(B, O, k, {c for c in keyed if c not in done})
            if props: ops.append({'op': 'set', 'id': k, 'properties': props})
            claimed |= made; done |= made | failed; lacking += why
    # What ours added, between elements that exist when the edit runs: in base and kept, or made by an earlier
    # addScene or addView (later edits call it "$vN"). Scenes, then views: an outlet may lead to a view further down.
    refs, whys, made = {}, {}, set()        # made: what addScene or addView writes besides what refs names
    name = lambda i: refs.get(i, i)
    exists = lambda i: i in refs or i in B.by and i in O.by and i not in removed
    for k, s in O.by.items():
        if k in added and s.tag == 'scene' and k not in made:
            op, whys[k], *rest = scene_op(B, O, s, added, ch)
            if op:
                order, inside, outer, gains = rest
                refs[outer] = '$' + op['ref']; ops.append(op); created += order
                made |= inside - {outer}; claimed |= {('added', i) for i in inside} | gains
    for k, e in O.by.items():
        if k in added and k not in made and exists(O.owner(e)):
            op, whys[k] = view_op(O, e)
            if op:
                refs[k] = '$' + op['ref']; op['parent'] = name(op['parent']); ops.append(op); created += ids(e)
                made |= set(ids(e)) - {k}; claimed |= {('added', i) for i in ids(e)}
    for k, e in O.by.items():
        own = O.owner(e)
        if k not in added or k in refs or k in made or own in added and own not in refs: continue   # counted with its owner
        if e.tag == 'constraint': op, why = constraint_op(O, e, own, exists, name)
        elif e.tag in CONNECTIONS: op, why = connection_op(O, e, own, exists, name)
        else: op, why = None, whys.get(k)
        if op: ops.append(op); created.append(k); claimed.add(('added', k))
        else: lacking.append(f'added {e.tag}' + (f' ({why})' if why else ''))
    # The first item of an added constraint stops translating its autoresizing mask: ibkit writes that, as ours should.
    tied = {op['item'] for op in ops if op['op'] == 'addConstraint'}
    claimed |= {c for c in keyed if c[1] in tied and c[2] == '@translatesAutoresizingMaskIntoConstraints'
                and O.by[c[1]].get(c[2][1:]) == 'NO'}
    done |= claimed
    for c in ch:                                        # whatever is left, no edit expresses
        if not (c in done or c[0] in ('added', 'removed') or c[0] in ('gained', 'lost') and c[2][1] == '#'
                and c[2][2] in added | removed): lacking.append(describe(c, B, O))
    return ops, created, lacking, claimed

def set_op(B, O, k, open_changes):
    """set for kept element k: the properties whose value changed where a value form writes ours' value, the changes
    they make, the changes of values no form writes, and why those are not made. A property whose change shares an
    element with one that no property makes (a state's title colour beside its title) is left out."""
    eb, eo = B.by[k], O.by[k]
    props, places, fails = derive_properties(O.appkit, properties(O.appkit, eo), eb, eo)
    touch = lambda place: {('keyed', i, f) for i, f in touched(k, place, eb, eo)} & open_changes
    after = copy.deepcopy(eb)                           # base's element with what `set` writes (ours' values)
    for name, place in places: write(after, place, eo)
    facets = {k: Doc.facets_of(after)[0]}
    if holder(after, 'cell') is not None and oracle.ident(holder(after, 'cell')):
        facets[oracle.ident(holder(after, 'cell'))] = Doc.facets_of(holder(after, 'cell'))[0]
    unmade = {c for _, p in places for c in touch(p) if facets[c[1]].get(c[2]) != O.facets[c[1]][0].get(c[2])}
    kept = [(name, p) for name, p in places if touch(p) and not touch(p) & unmade]
    return ({name: props[name] for name, _ in kept}, {c for _, p in kept for c in touch(p)},
            {c for p, _ in fails for c in touch(p)}, [why for p, why in fails if touch(p)])

def touched(k, place, *elements):
    """The (ident, facet) that writing a property's place in element k (as base or ours has it) changes."""
    h, what, name = place
    out = set()
    for e in elements:
        x = holder(e, h)
        if x is None: continue
        if h in ('state', 'config') or h == 'cell' and not oracle.ident(x):    # a keyed child of k's, as a whole
            out.add((k, ((), x.tag, x.get('key')))); continue
        i = k if h == 'self' else oracle.ident(x)
        if what == 'attr': out.add((i, '@' + name))
        elif what == 'image': out |= {(i, '@image'), (i, '@catalog')}
        else: out |= {(i, ((), c.tag, name)) for c in x if c.get('key') == name}    # <nil key="textColor"> goes too
    return out

def scene_op(B, O, s, added, ch):
    """addScene for an added scene that is what addScene writes (geometry left out; embedded when an added navigation
    controller's root is its controller), or why not; then ours' ids in the order ibkit makes them, the idents it
    makes, the one later edits call "$ref" (the outermost controller), and the document's changes it makes."""
    vc = s.find('objects/viewController')
    if vc is None or not vc.get('customClass'): return None, None
    roots = lambda x: x.iterfind("objects/navigationController/connections/segue[@relationship='rootViewController']")
    navs = [x for x in O.root.iter('scene') if oracle.ident(x) in added and any(g.get('destination') == vc.get('id') for g in roots(x))]
    outer = navs[0].find('objects/navigationController') if navs else vc
    op = {'op': 'addScene', 'class': vc.get('customClass'), 'ref': f'v{vc.get("id")}'.replace('-', '_')}
    if outer.get('storyboardIdentifier'): op['storyboardIdentifier'] = outer.get('storyboardIdentifier')
    if navs: op['embedIn'] = 'navigationController'
    mine = [copy.deepcopy(x) for x in [s] + navs[:1]]   # without the connections later edits make from the outermost
    for c in (x for sc in mine for x in sc.iter() if x.get('id') == outer.get('id')):
        for lst in c.findall('connections'):
            for g in [g for g in lst if not (navs and g.get('relationship') == 'rootViewController')]: lst.remove(g)
            if not len(lst): c.remove(lst)
    expected = scene_xml(O.appkit, vc.get('customClass'), outer.get('storyboardIdentifier'), module_attrs(B.root), bool(navs))
    if [shape(x, (), ('id', 'sceneID', 'destination')) for x in mine] != [shape(x, ()) for x in expected]:
        return None, 'more than addScene writes'
    gains = set()
    if not O.appkit and not any(r.get('name') == BACKGROUND.get('name') for r in B.root.iterfind('resources/systemColor')):
        gains.add(('gained', DOC, (('resources',), oracle.canon_sub(BACKGROUND))))
        if not gains <= set(ch): return None, 'without its background colour swatch'
    first = lambda x: next(x.iterfind('objects/*[@sceneMemberID="firstResponder"]'))
    view = vc.find("view[@key='view']")
    order = [vc.get('id'), s.get('sceneID'), first(s).get('id')] + ids(view)     # a UIKit view's safe area after it
    if navs:
        nav = outer
        order += [vc.find('navigationItem').get('id'), nav.get('id'), navs[0].get('sceneID'), first(navs[0]).get('id'),
                  nav.find('navigationBar').get('id'), next(roots(navs[0])).get('id')]
    return op, None, order, {oracle.ident(x) for sc in mine for x in sc.iter() if oracle.ident(x)}, outer.get('id'), gains

def connection_op(O, e, own, exists, name):
    """connectOutlet, connectAction or addSegue for an added connection, or why none makes it."""
    a, to = e.attrib, e.get('target') or e.get('destination')
    allowed = {'outlet': {'property', 'destination', 'id'}, 'segue': {'destination', 'kind', 'identifier', 'id'},
               'action': {'selector', 'target', 'id'} if O.appkit else {'selector', 'destination', 'eventType', 'id'}}.get(e.tag)
    if allowed is None: return None, f'{e.tag}s: no operation'
    if O.parent[e].tag != 'connections' or not exists(own): return None, 'from a new element'
    if not exists(to): return None, 'to a new element'
    if set(a) - allowed: return None, ' '.join(sorted(set(a) - allowed))
    src, dst = O.by[own].tag, O.by[to].tag
    if e.tag == 'outlet': return {'op': 'connectOutlet', 'source': name(own), 'property': a['property'], 'destination': name(to)}, None
    if e.tag == 'action':
        if not O.appkit and not (src in CONTROLS or 'eventType' not in a and role(src) in ('barItem', 'gestureRecognizer')):
            return None, f'from a {src}'
        op = {'op': 'connectAction', 'source': name(own), 'target': name(to), 'selector': a['selector']}
        return dict(op, event=a['eventType']) if 'eventType' in a else op, None
    if a['kind'] not in SEGUE_KINDS or a['kind'] == 'embed' and src != 'containerView': return None, a['kind']
    if role(dst) not in ('controller', 'reference'): return None, f'to a {dst}'
    op = {'op': 'addSegue', 'source': name(own), 'destination': name(to), 'kind': a['kind']}
    return dict(op, identifier=a['identifier']) if 'identifier' in a else op, None

def view_op(O, e):
    """addView for an added view that is what addView makes (ibkit's own template) but for `set` properties; or why not."""
    templates = [(cls, t) for cls, t in TEMPLATES[O.appkit] if t.tag == e.tag]
    if not templates: return None, 'addView makes none' if role(e.tag) == 'view' else None
    if O.parent[e].tag != 'subviews': return None, 'not a subview'
    if O.by[O.owner(e)].tag not in CONTAINERS[O.appkit]: return None, f'into a {O.by[O.owner(e)].tag}'
    why = 'more than addView sets'
    for cls, t in templates:                            # AppKit: a push button or a check box, a label or a text field
        props, places, fails = derive_properties(O.appkit, properties(O.appkit, e), t, e)
        made = copy.deepcopy(t)                         # the template with ours' values (a value no form writes too)
        for place in [p for _, p in places] + [p for p, _ in fails]: write(made, place, e)
        if shape(made) == shape(e):
            if not fails: break
            why = fails[0][1]
    else: return None, why
    op = {'op': 'addView', 'parent': O.owner(e), 'class': cls, 'ref': f'v{e.get("id")}'.replace('-', '_')}
    if e.get('customClass'): op['customClass'] = e.get('customClass')
    return (dict(op, properties=props) if props else op), None

def constraint_op(O, e, holder, exists, name):
    """addConstraint for an added constraint holding only what the operation writes, where it writes it; or why not."""
    a = e.attrib
    item, second = a.get('firstItem', holder), a.get('secondItem')
    extra = set(a) - {'firstItem', 'firstAttribute', 'secondItem', 'secondAttribute', 'relation', 'constant', 'multiplier', 'priority', 'id'}
    if extra: return None, ' '.join(sorted(extra))
    if {a['firstAttribute'], a.get('secondAttribute', 'top')} - CONSTRAINT_ATTRS: return None, 'attribute'
    if not (exists(holder) and exists(item) and (second is None or exists(second))): return None, 'on a new element'
    try: mult, const, prio = (float(a.get(k, d)) for k, d in (('multiplier', 1), ('constant', 0), ('priority', 1000)))
    except ValueError: return None, 'ratio multiplier'
    if second is None and a['firstAttribute'] not in ('width', 'height'): return None, 'no second item'
    if role(O.by[item].tag) != 'view': return None, 'item is no view'
    # ibkit writes it in the nearest view that holds both items (a size of its own: in the item); ours must too.
    if second is None: held = item
    else:
        to = O.parent[O.by[second]].get('id') if O.by[second].tag == 'viewLayoutGuide' else second
        mine = superviews(O, item); held = next((v for v in superviews(O, to) if v in mine), None)
    if held != holder: return None, 'held elsewhere'
    op = {'op': 'addConstraint', 'item': name(item), 'attribute': a['firstAttribute'], 'constant': const}
    if second: op.update(relatedTo=name(second), relatedAttribute=a['secondAttribute'])
    if 'relation' in a: op['relation'] = a['relation']
    if mult != 1: op['multiplier'] = mult
    if prio != 1000: op['priority'] = prio
    return op, None

def superviews(D, i):
    """View i and the views above it, by the <subviews> lists that hold them."""
    out, x = [], D.by.get(i)
    while x is not None:
        out.append(x.get('id')); p = D.parent.get(x)
        x = D.parent.get(p) if p is not None and p.tag == 'subviews' else None
    return out

def same(x, y): return oracle.canon(x, True) == oracle.canon(y, True)

def run_case(d, work):
    """Classifies one case; runs its script when there is one, and judges the result."""
    ext = os.path.splitext(json.load(open(os.path.join(d, 'meta.json')))['path'])[1]
    base, ours = (os.path.join(d, k + ext) for k in ('base', 'ours'))
    rb, ro = oracle.load(base), oracle.load(ours)
    if rb.tag != 'document' or ro.tag != 'document': return dict(cls='legacy')
    if same(rb, ro): return dict(cls='unchanged')
    B, O = Doc(strip(oracle.load(base))), Doc(strip(oracle.load(ours)))
    if same(B.root, O.root): return dict(cls='geometry-only')
    ops, created, lacking, claimed = derive(B, O)
    r = dict(ops=ops, lacking=lacking, cls='none' if not ops else 'partial' if lacking else 'full')
    if not ops: return r
    script, out = os.path.join(work, 'edits.json'), os.path.join(work, 'edited' + ext)
    json.dump({'edits': ops}, open(script, 'w'), indent=1)
    p = subprocess.run([IBKIT, 'edit', base, '--script', script, '--output', out, '--json'], capture_output=True, text=True, timeout=300)
    if p.returncode != 0: return dict(r, refused=(p.stderr or p.stdout or f'exit {p.returncode}').strip().splitlines()[-1][:300])
    made = json.loads(p.stdout)['created']
    if len(made) != len(created): return dict(r, refused=f'created {len(made)} ids for {len(created)} new elements')
    rename = dict(zip(made, created))                   # ibkit's new ids -> the ids ours gave those elements
    edited = oracle.load(out)
    for e in edited.iter():
        for k, v in e.attrib.items(): e.set(k, rename.get(v, v))
    E = Doc(strip(copy.deepcopy(edited)))
    r.update(strict=same(edited, ro), equal=same(E.root, O.root))
    # A difference edited -> ours that base -> ours lacks, the edits made (with values: a wrong value counts); one
    # they claimed and that is still there, they missed. A full script's result must equal ours besides.
    wrong = set(changes(E, O, True)) - set(changes(B, O, True))
    missed = {c for c in changes(E, O) if c in claimed} - {c[:3] for c in wrong}
    shown = wrong if r['cls'] == 'partial' else changes(E, O, True)
    r['why'] = sorted({describe(c, E, O, True) for c in shown} | {'not made: ' + describe(c, E, O) for c in missed})[:4]
    if r['equal'] and not r['strict']:                  # frames: only those ours moved (Xcode), or the edit's own?
        r['edit_moved'] = bool(set(changes(Doc(edited), Doc(ro), True)) - set(changes(Doc(rb), Doc(ro), True)))
    return r

def main():
    global TEMPLATES
    with tempfile.TemporaryDirectory(prefix='edit-replay-') as tmp:
        top = ARGS.cases or tmp
        TEMPLATES = view_templates(IBKIT, tmp, strip)
        if not ARGS.cases:
            with tarfile.open(os.path.join(ARGS.merges, 'cases.tar.xz')) as t:   # the 'data' filter where Python has it
                t.extractall(top, **({'filter': 'data'} if hasattr(tarfile, 'data_filter') else {}))
        dirs = sorted((dp for dp, _, files in os.walk(top) if 'meta.json' in files),
                      key=lambda p: (os.path.dirname(p), int(os.path.basename(p)) if os.path.basename(p).isdigit() else 0))
        results = [(os.path.relpath(d, top), run_case(d, tmp)) for d in dirs]
    classes, used, kinds = Counter(r['cls'] for _, r in results), Counter(), Counter()
    for case, r in results:
        kinds.update(set(r.get('lacking', [])))
        if r['cls'] == 'full': used.update(op['op'] for op in r['ops'])
        if ARGS.verbose: print(f"{r['cls']:13} {case} {json.dumps(r.get('ops', []))}" + (f"  lacking {sorted(set(r['lacking']))}" if r.get('lacking') else ''))
    pct = lambda a, b: f'{a}/{b} ({100 * a / b:.1f}%)' if b else f'{a}/0'
    full, partial = ([(c, r) for c, r in results if r['cls'] == k] for k in ('full', 'partial'))
    print(f'cases {len(results)}: ' + ', '.join(f'{k} {classes[k]}' for k in ('legacy', 'unchanged', 'geometry-only', 'full', 'partial', 'none')))
    print('operations in full scripts: ' + ', '.join(f'{k} {n}' for k, n in used.most_common()))
    print('changes no operation expresses, by cases: ' + '; '.join(f'{k} {n}' for k, n in kinds.most_common(None if ARGS.verbose else 30)))
    resave = [r['cls'] for _, r in results if r.get('lacking') and set(r['lacking']) <= RESAVE]
    print(f'of partial and none, differing from ours only by what Xcode 8 rewrites on re-save: {len(resave)} '
          f'({resave.count("partial")} partial, {resave.count("none")} none)')
    for c, r in full + partial:
        if r.get('refused'): print(f"REFUSED   {c} ({r['cls']}): {r['refused']}")
        elif r['why']: print(f"{'DIFFERS ' if r['cls'] == 'full' else 'WRONG   '}  {c} ({r['cls']}): " + ' | '.join(r['why']))
        elif ARGS.verbose and r['cls'] == 'full' and not r['strict']: print(f"FRAMES    {c}: equal but for frames{' the edit moved' if r.get('edit_moved') else ' ours moved'}")
    count = lambda rs, f: sum(bool(f(r)) for _, r in rs)
    print(f"full: {len(full)}, refused {count(full, lambda r: r.get('refused'))}; equal to ours by meaning "
          f"(editor geometry left out): {pct(count(full, lambda r: r.get('equal')), len(full))}; strictly equal (oracle `same`, "
          f"frames too): {pct(count(full, lambda r: r.get('strict')), len(full))}, the others differing in frames only ours "
          f"moved: {count(full, lambda r: r.get('equal') and not r['strict'] and not r.get('edit_moved'))}")
    print(f"partial: {len(partial)}, refused {count(partial, lambda r: r.get('refused'))}; what they express made, and nothing "
          f"ours lacks: {pct(count(partial, lambda r: not r.get('refused') and not r['why']), len(partial))}")

main()

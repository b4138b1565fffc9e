"""What `ibkit edit`'s operations write, for Scripts/edit-replay.py to derive edits from: the properties `set` and
`addView` take (Sources/IBStructuralEdit/EditableProperty.swift: where the document keeps each, and which script value
writes a given value: StyleValue.swift's forms run backwards, each answer checked forwards), the views addView makes
(asked of ibkit itself) and the scenes addScene makes (EditContext+Scene.swift)."""
import copy, json, os, subprocess, xml.etree.ElementTree as ET
import oracle   # from the merges folder, which edit-replay.py puts on the path

HERE = os.path.dirname(os.path.abspath(__file__))
# Element roles (view, controller, cell, ...) as ibkit itself knows them.
ROLES = json.load(open(os.path.join(HERE, '..', 'Sources', 'IBDocument', 'Resources', 'elements.json')))['elements']
role = lambda tag: ROLES.get(tag, {}).get('role')

# Where a property lives: (holder, what, name). The holder is the element itself, its <state key="normal">, its
# <... key="cell"> (AppKit) or its <buttonConfiguration>; what is an attribute, an image (the image and catalog
# attributes), or a child with that key (<color key="textColor">, <fontDescription>, <font key="font">).
A, CHILD, CELL = (lambda n: ('self', 'attr', n)), (lambda k: ('self', 'child', k)), (lambda n: ('cell', 'attr', n))
# What `set` accepts: name, kind, place, the value Xcode leaves out, elements, any view. The first of a name wins.
VCS = {'viewController', 'tableViewController', 'collectionViewController', 'navigationController', 'tabBarController'}
TEXTS = {'label', 'textField', 'textView'}
UIKIT = [('text', 'text', A('text'), None, TEXTS, False), ('placeholder', 'text', A('placeholder'), None, {'textField'}, False),
         ('title', 'text', ('state', 'attr', 'title'), None, {'button'}, False),
         ('title', 'text', A('title'), None, {'barButtonItem', 'navigationItem', 'tabBarItem'} | VCS, False),
         ('alignment', 'alignment', A('textAlignment'), None, TEXTS, False),
         ('numberOfLines', 'count', A('numberOfLines'), '1', {'label'}, False),
         ('enabled', 'flag', A('enabled'), 'YES', {'button', 'textField', 'switch', 'slider', 'segmentedControl', 'stepper',
                                                   'datePicker', 'pageControl', 'label', 'barButtonItem'}, False),
         ('hidden', 'flag', A('hidden'), 'NO', set(), True), ('tag', 'integer', A('tag'), '0', set(), True),
         ('storyboardIdentifier', 'text', A('storyboardIdentifier'), None, VCS | {'splitViewController', 'pageViewController'}, False),
         ('image', 'image', ('self', 'image', 'image'), None, {'imageView'}, False),
         ('image', 'image', ('state', 'image', 'image'), None, {'button'}, False),
         ('backgroundColor', 'color', CHILD('backgroundColor'), None, set(), True),
         ('tintColor', 'color', CHILD('tintColor'), None, set(), True),
         ('font', 'font', CHILD('fontDescription'), None, TEXTS | {'button'}, False),
         ('textColor', 'color', CHILD('textColor'), None, TEXTS, False)]
# A button styled by a configuration keeps its title, image and title font there.
CONFIGURED = {'title': ('config', 'attr', 'title'), 'image': ('config', 'image', 'image'),
              'font': ('config', 'child', 'titleFontDescription')}
APPKIT = [('title', 'text', CELL('title'), None, {'button', 'textField'}, False),
          ('font', 'font', ('cell', 'child', 'font'), None, {'button', 'textField'}, False),
          ('textColor', 'color', ('cell', 'child', 'textColor'), None, {'textField'}, False),
          ('backgroundColor', 'color', ('cell', 'child', 'backgroundColor'), None, {'textField'}, False),
          ('text', 'text', CELL('title'), None, {'textField'}, False),
          ('placeholder', 'text', CELL('placeholderString'), None, {'textField'}, False),
          ('title', 'text', A('title'), None, {'window', 'box', 'menuItem', 'menu', 'tabViewItem'}, False),
          ('hidden', 'flag', A('hidden'), 'NO', set(), True), ('tag', 'integer', A('tag'), '0', {'menuItem'}, True),
          ('storyboardIdentifier', 'text', A('storyboardIdentifier'), None,
           {'viewController', 'windowController', 'tabViewController', 'splitViewController'}, False)]
# What addView drops views into (EditContext+AddView.swift).
CONTAINERS = {False: {'view', 'tableViewCellContentView', 'collectionViewCellContentView', 'collectionReusableView', 'stackView', 'scrollView'},
              True: {'view', 'customView', 'tableCellView', 'visualEffectView'}}

def properties(appkit, e):
    """The `set` properties element e has on its platform: (name, kind, place, omitted), one per name and place."""
    configured = not appkit and e.tag == 'button' and holder(e, 'config') is not None
    out, names, places = [], set(), set()
    for name, kind, place, omitted, tags, any_view in APPKIT if appkit else UIKIT:
        if name in names or not (e.tag in tags or any_view and role(e.tag) == 'view'): continue
        place = CONFIGURED.get(name, place) if configured else place
        names.add(name)
        if place not in places: places.add(place); out.append((name, kind, place, omitted))
    return out

def holder(e, h):
    """The element of e that holds a property (see the places above), or None."""
    if h == 'self': return e
    match = {'state': lambda c: c.tag == 'state' and c.get('key') == 'normal', 'cell': lambda c: c.get('key') == 'cell',
             'config': lambda c: c.tag == 'buttonConfiguration'}[h]
    return next((c for c in e if match(c)), None)

def read(e, place):
    """The value at a place, comparable: an attribute's text, an image's (name, catalog), a child's oracle form."""
    h, what, name = place
    x = holder(e, h)
    if x is None: return None
    if what == 'attr': return x.get(name)
    if what == 'image': return (x.get('image'), x.get('catalog')) if x.get('image') or x.get('catalog') else None
    c = next((c for c in x if c.get('key') == name), None)
    return None if c is None else oracle.canon_sub(c)

def write(e, place, src):
    """Writes src's value at a place into e, as `set` does (a missing normal state is made; other holders must exist)."""
    h, what, name = place
    x, y = holder(e, h), holder(src, h)
    if x is None and h == 'state': x = ET.SubElement(e, 'state', key='normal')
    if x is None or y is None: return
    for a in {'attr': [name], 'image': ['image', 'catalog']}.get(what, []):
        if y.get(a) is None: x.attrib.pop(a, None)
        else: x.set(a, y.get(a))
    if what == 'child':
        for c in [c for c in x if c.get('key') == name]: x.remove(c)
        x.extend(copy.deepcopy(c) for c in y if c.get('key') == name)

def derive(appkit, props, ref, new):
    """The `set` properties that make new's values of ref's: {name: script value}, the (name, place) they write, and
    the (place, why) of the values no form writes."""
    out, ok, fails = {}, [], []
    for name, kind, place, omitted in props:
        v = read(new, place)
        if read(ref, place) == v: continue
        try: out[name] = script_value(appkit, kind, omitted, v); ok.append((name, place))
        except ValueError as why: fails.append((place, f'{new.tag} {name} {why}'))
    return out, ok, fails

def script_value(appkit, kind, omitted, v):
    """The script value that makes `set` write v (None: nothing there); ValueError when none does."""
    if v is None and omitted is None: raise ValueError('removed')
    if v is not None and v == omitted: raise ValueError('written as the default')   # `set` leaves defaults out
    v = omitted if v is None else v
    if kind == 'text': return v
    if kind == 'flag' and v in ('YES', 'NO'): return v == 'YES'
    if kind in ('count', 'integer') and v.lstrip('-').isdigit() and (kind == 'integer' or int(v) >= 0): return int(v)
    if kind == 'alignment' and v in ('natural', 'left', 'center', 'right', 'justified'): return v
    if kind == 'image':
        if v[0] is None: raise ValueError('removed')
        if v[1] in (None, 'system'): return ('system:' if v[1] else '') + v[0]
        raise ValueError(f'from catalog {v[1]}')
    if kind in ('color', 'font'):
        tag, attrs, text, kids = v
        want = 'color' if kind == 'color' else 'font' if appkit else 'fontDescription'
        if tag != want or text or kids: raise ValueError(f'a <{tag}>')
        a = {k: x for k, x in attrs if k != 'key'}
        forms = {('color', False): ui_color, ('color', True): ak_color, ('font', False): ui_font, ('font', True): ak_font}[kind, appkit]
        for value in CANDIDATES[kind](a):
            if forms(value) == a: return value
        raise ValueError('that no value form writes')
    raise ValueError(f'{v!r} is no {kind}')

# StyleValue.swift's value forms, forwards: a script value -> the <color>/<font> attributes ibkit writes (None: refused).
def number(x):
    """A number as Interface Builder writes it: 0.0, 1, 17, and 17 significant digits otherwise."""
    return '0.0' if x == 0 else str(int(x)) if x == round(x) and abs(x) < 1e15 else '%.17g' % x

TEXT_STYLES = {'largeTitle': 'Title0', 'title1': 'Title1', 'title2': 'Title2', 'title3': 'Title3', 'headline': 'Headline',
               'subheadline': 'Subhead', 'body': 'Body', 'callout': 'Callout', 'footnote': 'Footnote', 'caption1': 'Caption1',
               'caption2': 'Caption2'}
SYSTEM_COLORS = set('''systemRed systemGreen systemBlue systemOrange systemYellow systemPink systemPurple systemTeal systemIndigo
  systemBrown systemMint systemCyan systemGray systemGray2 systemGray3 systemGray4 systemGray5 systemGray6 label secondaryLabel
  tertiaryLabel quaternaryLabel link placeholderText separator opaqueSeparator systemBackground secondarySystemBackground
  tertiarySystemBackground systemGroupedBackground secondarySystemGroupedBackground tertiarySystemGroupedBackground systemFill
  secondarySystemFill tertiarySystemFill quaternarySystemFill lightText darkText groupTableViewBackground'''.split())
APPKIT_COLORS = set('''labelColor secondaryLabelColor tertiaryLabelColor quaternaryLabelColor textColor textBackgroundColor
  controlTextColor disabledControlTextColor controlColor controlBackgroundColor windowBackgroundColor headerTextColor
  selectedTextColor selectedTextBackgroundColor linkColor placeholderTextColor separatorColor gridColor
  alternateSelectedControlTextColor selectedControlTextColor systemRedColor systemGreenColor systemBlueColor systemOrangeColor
  systemYellowColor systemPinkColor systemPurpleColor systemTealColor systemIndigoColor systemBrownColor systemMintColor
  systemCyanColor systemGrayColor'''.split())
WEIGHTS = {'ultraLight', 'thin', 'light', 'regular', 'medium', 'semibold', 'bold', 'heavy', 'black'}
GRAYS = {'clear': ('0.0', '0.0'), 'white': ('1', '1'), 'black': ('0.0', '1')}

def size(word):
    try: x = float(word)
    except ValueError: return None
    return x if 0 < x <= 1000 else None

def ui_font(s):
    if s in TEXT_STYLES: return {'style': 'UICTFontTextStyle' + TEXT_STYLES[s]}
    w = s.split()
    if len(w) not in (2, 3) or w[0] not in ('system', 'boldSystem', 'italicSystem') or size(w[1]) is None: return None
    if len(w) == 3 and (w[0] != 'system' or w[2] not in WEIGHTS): return None
    return dict([('type', w[0])] + [('weight', x) for x in w[2:]] + [('pointSize', number(size(w[1])))])

def ak_font(s):
    w = s.split()
    if len(w) != 2 or w[0] not in ('system', 'boldSystem') or size(w[1]) is None: return None
    return dict([('metaFont', {'system': 'system', 'boldSystem': 'systemBold'}[w[0]])] + [('size', number(size(w[1])))] * (size(w[1]) != 13))

def ui_color(s):
    if s in GRAYS: return {'white': GRAYS[s][0], 'alpha': GRAYS[s][1], 'colorSpace': 'custom', 'customColorSpace': 'genericGamma22GrayColorSpace'}
    if s.startswith('#'):
        h = s[1:]
        if len(h) not in (6, 8) or any(c not in '0123456789abcdefABCDEF' for c in h): return None
        b = [int(h[i:i + 2], 16) / 255 for i in range(0, len(h), 2)] + [1]
        return {'red': number(b[0]), 'green': number(b[1]), 'blue': number(b[2]), 'alpha': number(b[3]), 'colorSpace': 'custom', 'customColorSpace': 'sRGB'}
    if s.startswith(('named:', 'asset:')): return {'name': s.split(':', 1)[1]} if s.split(':', 1)[1] else None
    name = s[:-5] if s.endswith('Color') else s
    return {'systemColor': name + 'Color'} if name in SYSTEM_COLORS else None

def ak_color(s):
    name = s if s.endswith('Color') else s + 'Color'
    if name in APPKIT_COLORS: return {'name': name, 'catalog': 'System', 'colorSpace': 'catalog'}
    return ui_color(s) if s.startswith(('#', 'named:')) or s in GRAYS else None

# ... and backwards: the script values that may write given attributes (checked forwards by script_value).
def color_candidates(a):
    if 'systemColor' in a: yield a['systemColor'][:-5] if a['systemColor'].endswith('Color') else a['systemColor']
    if 'name' in a: yield from (a['name'], 'named:' + a['name'])
    if 'white' in a: yield from GRAYS
    try: rgba = [round(float(a[k]) * 255) for k in ('red', 'green', 'blue', 'alpha')]
    except (KeyError, ValueError): return
    yield '#' + ''.join('%02X' % min(max(x, 0), 255) for x in rgba[:3 if rgba[3] == 255 else 4])

def font_candidates(a):
    yield from [k for k, v in TEXT_STYLES.items() if a.get('style') == 'UICTFontTextStyle' + v]
    if 'type' in a: yield ' '.join([a['type'], a.get('pointSize', '')] + ([a['weight']] if 'weight' in a else []))
    if 'metaFont' in a: yield {'system': 'system', 'systemBold': 'boldSystem'}.get(a['metaFont'], '?') + ' ' + a.get('size', '13')

CANDIDATES = {'color': color_candidates, 'font': font_candidates}

def shape(e, skip=('subviews', 'constraints', 'connections'), starred=('id', 'sceneID')):
    """e's own content as the oracle compares it, ids as "*", without its customClass and what other edits add."""
    x = copy.deepcopy(e)
    x.attrib.pop('customClass', None)
    for c in [c for c in x if c.tag in skip]: x.remove(c)
    for y in x.iter():
        for a in starred:
            if a in y.attrib: y.set(a, '*')
    return oracle.canon(x)

def ids(e, skip=('subviews', 'constraints', 'connections')):
    """The ids in e's own content (see shape), in document order."""
    return [i for i in [e.get('id')] if i] + [i for c in e if c.tag not in skip for i in ids(c, ())]

def view_templates(ibkit, tmp, strip):
    """What addView makes of each class or library item it knows, asked of ibkit itself on scratch documents so that
    the check cannot drift from its templates: {appkit: [(class, element without geometry)]}."""
    out = {}
    for appkit, kind, runtime, classes in (
            (False, 'CocoaTouch', 'iOS.CocoaTouch', ['UIView', 'UILabel', 'UIButton', 'UIImageView', 'UITextField', 'UISwitch', 'UIStackView']),
            (True, 'Cocoa', 'MacOSX.Cocoa', ['Push Button', 'Check Box', 'Label', 'Text Field', 'Image View', 'Custom View'])):
        doc, script, result = (os.path.join(tmp, n) for n in ('scratch.xib', 'scratch.json', 'scratch-out.xib'))
        view = 'customView' if appkit else 'view'
        open(doc, 'w').write(f'<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.{kind}.XIB" version="3.0" '
                             f'toolsVersion="1" targetRuntime="{runtime}" useAutolayout="YES"><objects><{view} id="scr-at-chv"><rect '
                             f'key="frame" x="0.0" y="0.0" width="320" height="480"/></{view}></objects></document>')
        json.dump({'edits': [{'op': 'addView', 'parent': 'scr-at-chv', 'class': c} for c in classes]}, open(script, 'w'))
        subprocess.run([ibkit, 'edit', doc, '--script', script, '--output', result, '--json'], capture_output=True, text=True, check=True)
        made = strip(oracle.load(result)).find(f'objects/{view}/subviews')
        out[appkit] = list(zip(classes, made))
    return out

def module_attrs(root):
    """The module attributes addScene gives a new controller: the module the document's controllers with custom
    classes use (the first one from the target), and none where they name none (an Objective-C project's)."""
    owned = [e for e in root.iter() if e.get('customClass') and role(e.tag) == 'controller']
    module = next((e.get('customModule') for e in owned if e.get('customModuleProvider') == 'target'), None)
    return [('customModule', module)] * bool(module) + [('customModuleProvider', 'target')] * bool(module or all(e.get('customModule') for e in owned))

def scene_xml(appkit, cls, identifier, module, embedded):
    """The scenes addScene writes, geometry left out (ids as "*"): the controller's, and its navigation controller's."""
    E = ET.SubElement
    def scene(tag, attrs):
        s = ET.Element('scene', sceneID='*'); objects = E(s, 'objects')
        c = E(objects, tag, dict(attrs, id='*'))
        if appkit: E(objects, 'customObject', id='*', userLabel='First Responder', customClass='NSResponder', sceneMemberID='firstResponder')
        else: E(objects, 'placeholder', placeholderIdentifier='IBFirstResponder', id='*', userLabel='First Responder', customClass='UIResponder',
                sceneMemberID='firstResponder')
        return s, c
    attrs = dict([('storyboardIdentifier', identifier)] * bool(identifier and not embedded) + [('customClass', cls)] + module,
                 sceneMemberID='viewController')
    s, vc = scene('viewController', attrs)
    view = E(vc, 'view', dict(key='view', id='*', **({} if appkit else {'contentMode': 'scaleToFill'})))
    E(view, 'autoresizingMask', dict(key='autoresizingMask', **({} if appkit else {'widthSizable': 'YES', 'heightSizable': 'YES'})))
    if not appkit:
        E(view, 'viewLayoutGuide', key='safeArea', id='*'); E(view, 'color', key='backgroundColor', systemColor='systemBackgroundColor')
    if not embedded: return [s]
    E(vc, 'navigationItem', key='navigationItem', id='*')
    n, nav = scene('navigationController', dict([('storyboardIdentifier', identifier)] * bool(identifier), sceneMemberID='viewController'))
    E(E(nav, 'navigationBar', key='navigationBar', contentMode='scaleToFill', id='*'), 'autoresizingMask', key='autoresizingMask')
    E(E(nav, 'connections'), 'segue', destination='*', kind='relationship', relationship='rootViewController', id='*')
    return [s, n]

BACKGROUND = ET.fromstring('<systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" '
                           'customColorSpace="genericGamma22GrayColorSpace"/></systemColor>')   # the swatch a UIKit scene adds

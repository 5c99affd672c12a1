/// <reference path="../pb_data/types.d.ts" />
// Product units as an amount plus a kind (docs/operators.md "Units"): `unit_amount` and `unit_kind` beside the
// `unit` text, which the product hook now writes from them ("500 GM", as shoppers always saw it; rules in
// pocketbase/pb_hooks/lib/units.js). Existing units are read and converted ("500g" → 500 GM, "1 ltr" → 1 L); a unit
// that cannot be read ("half kg") is kept as it is and listed in an operator note (the `operator_notes` collection,
// made here for such reports), so the operator fixes it: saving that product asks for amount and kind.

migrate(
  (app) => {
    const units = require(`${__hooks}/lib/units.js`);
    const products = app.findCollectionByNameOrId('web_products');
    const unit = products.fields.getByName('unit');
    unit.help =
      'What shoppers see after the price, written from Unit amount and Unit kind when you save (e.g. 500 GM); anything typed here is replaced. Empty amount and kind = read from this text, e.g. 1 KG.';
    const at = products.fields.indexOf ? products.fields.indexOf(unit) : -1;
    const amount = new NumberField({
      name: 'unit_amount',
      min: 0,
      max: 100000,
      help: 'How much one unit is, as a number: 500 for 500 GM, 0.5 for half a KG, 1 for 1 PC. Shown as "500 GM".',
    });
    const kind = new SelectField({
      name: 'unit_kind',
      maxSelect: 1,
      values: units.UNIT_KINDS.slice(),
      help: 'What the amount counts: GM, KG, ML, L, piece (shown PC), bundle or dozen. The delivery charge weighs GM/ML by amount ÷ 1000 kg, KG/L by amount kg, piece/bundle/dozen 1 kg each.',
    });
    if (at >= 0) {
      products.fields.addAt(at + 1, amount);
      products.fields.addAt(at + 2, kind);
    } else {
      products.fields.add(amount);
      products.fields.add(kind);
    }
    app.save(products);

    const notes = new Collection({
      type: 'base',
      name: 'operator_notes',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'title', type: 'text', max: 200, help: 'What the note is about.' },
        {
          name: 'note',
          type: 'text',
          max: 100000,
          help: 'What an upgrade found for you to check, one line per record. Delete the note when done.',
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
    });
    app.save(notes);

    const unreadable = [];
    for (const p of app.findAllRecords('web_products')) {
      const text = p.getString('unit');
      if (text.trim() === '') continue;
      const parsed = units.parseUnit(text);
      if (!parsed) {
        unreadable.push(`${p.getString('name') || p.id} (id ${p.id}): "${text}"`);
        continue;
      }
      p.set('unit_amount', parsed.amount);
      p.set('unit_kind', parsed.kind);
      p.set('unit', units.formatUnit(parsed.amount, parsed.kind));
      app.saveNoValidate(p);
    }
    if (unreadable.length > 0) {
      const note = new Record(notes);
      note.set('title', `Units the upgrade could not read (${unreadable.length} products)`);
      note.set(
        'note',
        'These products keep their old unit text until you open each one, fill in Unit amount and Unit kind, and save. ' +
          'Until then the delivery charge counts one of them as 1 kg.\n' +
          unreadable.join('\n'),
      );
      app.save(note);
      console.log(`[migration] web_products: ${unreadable.length} units could not be read: see operator_notes`);
    }
  },
  (app) => {
    const products = app.findCollectionByNameOrId('web_products');
    for (const name of ['unit_amount', 'unit_kind']) {
      const field = products.fields.getByName(name);
      if (field) products.fields.removeById(field.id);
    }
    app.save(products);
    app.delete(app.findCollectionByNameOrId('operator_notes'));
  },
);

/// <reference path="../types.d.ts" />
// Recording a lot makes its product traceable (docs/traceability.md): the product page links to its lots only when
// "hasTraceability" is ticked, and a lot with printed labels but no link from its product helps nobody.

/** @param {core.RecordEvent} e */
function markTraceable(e) {
  const productId = e.record.getString('product');
  if (productId) {
    try {
      // Read and saved under one write lock: a copy read before an operator's save of the same product (a new
      // price) and saved after it would put the old price back.
      require(`${__hooks}/lib/write-transaction.js`).writeTransaction(e.app, (txApp) => {
        const product = txApp.findRecordById('web_products', productId);
        if (product.getBool('hasTraceability')) return;
        product.set('hasTraceability', true);
        try {
          txApp.save(product);
        } catch (_) {
          // A product older data left invalid (e.g. an unreadable unit): tick the box anyway, the operator fixes the
          // rest when they next save it.
          txApp.saveNoValidate(product);
        }
        console.log(
          `[lots] ${product.getString('name')}: ticked "hasTraceability" for lot ${e.record.getString('code')}`,
        );
      });
    } catch (err) {
      console.log(`[lots] could not mark product ${productId} traceable: ${err}`);
    }
  }
  e.next();
}

onRecordAfterCreateSuccess(markTraceable, 'lots');
onRecordAfterUpdateSuccess(markTraceable, 'lots');

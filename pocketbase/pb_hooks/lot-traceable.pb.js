/// <reference path="../types.d.ts" />
// Recording a lot makes its product traceable (docs/traceability.md): the product page links to its lots only when
// "hasTraceability" is ticked, and a lot with printed labels but no link from its product helps nobody.

/** @param {core.RecordEvent} e */
function markTraceable(e) {
  const productId = e.record.getString('product');
  if (productId) {
    try {
      const product = e.app.findRecordById('web_products', productId);
      if (!product.getBool('hasTraceability')) {
        product.set('hasTraceability', true);
        try {
          e.app.save(product);
        } catch (_) {
          // A product older data left invalid (e.g. an unreadable unit): tick the box anyway, the operator fixes the
          // rest when they next save it.
          e.app.saveNoValidate(product);
        }
        console.log(
          `[lots] ${product.getString('name')}: ticked "hasTraceability" for lot ${e.record.getString('code')}`,
        );
      }
    } catch (err) {
      console.log(`[lots] could not mark product ${productId} traceable: ${err}`);
    }
  }
  e.next();
}

onRecordAfterCreateSuccess(markTraceable, 'lots');
onRecordAfterUpdateSuccess(markTraceable, 'lots');

// An ES module: its namespace object is imported, its wrapper assigned to a member.
import { Printer } from './printer.js';

export function printLabel(productId)
{
	// @expect GET /api/stock/products/{productId}/printlabel
	Printer.Get('stock/products/' + productId + '/printlabel', function () { });
}

// A page script: it calls the wrappers through the global namespace.
function showProduct(productId)
{
	// @expect GET /api/stock/products/{productId}
	Pantry.Api.Get('stock/products/' + productId, function (product)
	{
		$('#product-name').text(product.name);
	});
}

$('#product-form').on('submit', function (e)
{
	e.preventDefault();
	var productId = $('#product_id').val();
	// @expect POST /api/stock/products/{productId}/consume
	Pantry.Api.Post('stock/products/' + productId + '/consume', { "amount": $('#amount').val() },
		function (result)
		{
			showProduct(productId);
		});
});

$('#refresh').on('click', function ()
{
	// @expect GET /api/stock/volatile
	Pantry.Api.Get('stock/volatile', function (result) { });
	// an endpoint chosen by a value the page does not show: a request with a hole, reviewed
	Pantry.Api.Get($('#report').data('endpoint'), function (result) { });
});

function cachedProduct(productId)
{
	// a local object of the same name is no page global: nothing is sent
	var Pantry = { Api: { Get: function (key, done) { done(window.cache[key]); } } };
	// @expect-none
	Pantry.Api.Get('stock/products/' + productId, function (product) { });
}

$('#delete-picture').on('click', function ()
{
	var pictureName = $('#current-picture').attr('data-name');
	// @expect DELETE /api/files/productpictures/{fileName}
	Pantry.Api.DeleteFile(pictureName, 'productpictures');
});

$('#locations').on('click', '.location-edit', function ()
{
	var locationId = $(this).attr('data-location-id');
	// @expect GET /api/objects/locations/{locationId}
	Pantry.Lookup.Load('objects/locations/' + locationId, function (location)
	{
		$('#location-name').val(location.name);
	});
	// a namespace no analysed script writes: reviewed, never guessed into a request
	// @expect-none
	Shelf.Api.Get('objects/shelves/' + locationId, function (shelf) { });
});

/* global ajaxurl, my_plugin, jQuery */
jQuery( function( $ ) {
	$( '#my-settings' ).on( 'submit', function( e ) {
		e.preventDefault();
		// @expect POST /wp-admin/admin-ajax.php
		$.post( ajaxurl, {
			action: 'my_save_settings',
			nonce: my_plugin.nonce,
			title: $( '#title' ).val(),
		}, function( response ) {
			$( '#notice' ).text( response.data.message );
		} );
	} );

	$( '#my-logs' ).on( 'submit', function( e ) {
		e.preventDefault();
		// @expect POST /wp-admin/admin-ajax.php
		$.ajax( {
			url: my_plugin.ajax_url,
			type: 'POST',
			data: {
				action: 'my_delete_log',
				_ajax_nonce: my_plugin.nonce,
				log_id: $( '#log-id' ).val(),
			},
		} );
	} );
} );

document.getElementById( 'my-subscribe' ).addEventListener( 'submit', function( e ) {
	e.preventDefault();
	const formData = new FormData();
	formData.append( 'action', 'my_subscribe' );
	formData.append( '_wpnonce', my_plugin.nonce );
	formData.append( 'email', document.getElementById( 'email' ).value );
	// @expect POST /wp-admin/admin-ajax.php
	fetch( my_plugin.ajax_url, { method: 'POST', body: formData } );
} );

// a member of a page global no wp_localize_script of the plugin sets: no admin-ajax URL
// @expect-none
$.post( other_plugin.ajax_url, { action: 'other_action' } );

<?php
/**
 * Plugin Name: My Plugin
 */

add_action( 'wp_ajax_my_save_settings', 'my_plugin_save_settings' );
add_action( 'wp_ajax_my_delete_log', 'my_plugin_delete_log' );
add_action( 'wp_ajax_my_subscribe', 'my_plugin_subscribe' );
add_action( 'wp_ajax_nopriv_my_subscribe', 'my_plugin_subscribe' );

add_action( 'admin_enqueue_scripts', function () {
	wp_enqueue_script( 'my-plugin-admin', plugins_url( 'js/admin.js', __FILE__ ), array( 'jquery' ) );
	wp_localize_script(
		'my-plugin-admin',
		'my_plugin',
		array(
			'ajax_url' => admin_url( 'admin-ajax.php' ),
			'nonce'    => wp_create_nonce( 'my_plugin' ),
		)
	);
} );

function my_plugin_save_settings() {
	check_ajax_referer( 'my_plugin', 'nonce' );
	update_option( 'my_plugin_title', sanitize_text_field( $_POST['title'] ) );
	wp_send_json_success();
}

import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import { networkService } from "../utils/NetworkService";

export const createMonitor = createAsyncThunk("monitors/create", async (data, thunkApi) => {
	try {
		const res = await networkService.createMonitor({ monitor: data });
		return res.data;
	} catch (error) {
		return thunkApi.rejectWithValue(error.response?.data);
	}
});

export const uploadLogo = createAsyncThunk("monitors/logo", async (form) => {
	const res = await networkService.uploadLogo({ form });
	return res.data;
});

const monitorsSlice = createSlice({
	name: "monitors",
	initialState: { isLoading: false },
	reducers: {},
	extraReducers: (builder) => {
		builder.addCase(createMonitor.pending, (state) => {
			state.isLoading = true;
		});
	},
});

export default monitorsSlice.reducer;
